using System.Diagnostics;
using PerfGate.Cli;
using PerfGate.Git;
using PerfGate.Layout;
using PerfGate.Options;
using PerfGate.Processes;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Tests.Cli;
using PerfGate.Tests.Running;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using PerfGate.Workflows;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Tests.Workflows.SameRunner;

/// <summary>
/// What the same-runner mode does when its setup is missing: no git on the PATH, a shallow clone without the base, a
/// base revision without the benchmark project. Real git, a real <c>perfgate</c> process where the PATH matters.
/// </summary>
public sealed class SameRunnerSetupTests
{
    [UnixFact]
    public void Without_git_on_the_PATH_the_gate_is_PG0010_with_exit_code_2_and_no_stack_trace()
    {
        using var repository = new TempGitRepository();
        repository.Write("bench/Bench.csproj", "<Project />"u8.ToArray());
        repository.Commit("bench");
        using var temp = new TempDirectory();
        var (baseline, _) = CompareCommandTests.RecordWithoutFailures(temp);
        var assembly = temp.File("Bench.dll");
        File.WriteAllText(assembly, "not run: git is looked for first");
        var layout = new RunLayout(temp.File("artifacts"));
        var noGit = Directory.CreateDirectory(temp.File("path-without-git")).FullName;

        // The real tool in a process of its own: the PATH is the process's, and this one's must keep its git.
        var run = Perfgate(new Dictionary<string, string> { ["PATH"] = noGit },
            "gate", "--baseline", baseline, "--artifacts", layout.ArtifactsPath, "--assembly", assembly,
            "--project", repository.File("bench/Bench.csproj"), "--compare-to", "HEAD");

        Assert.True(run.ExitCode == 2, run.ToString());
        Assert.StartsWith("perfgate gate: error: PG0010: Same-runner comparison needs git, and git could not be started", run.Error, StringComparison.Ordinal);
        Assert.Contains("Install git on the runner, or set PerfGateCompareTo (--compare-to) to 'baseline'", run.Error, StringComparison.Ordinal);
        Assert.Single(run.Error.Trim().Split('\n'));
        Assert.DoesNotContain("   at ", run.Output + run.Error, StringComparison.Ordinal);
        // Published like any finding, so a pull request's comment says why its gate is red.
        var report = GateReportFile.Read(layout.ReportJsonPath);
        Assert.False(report.Passed);
        Assert.Equal(DiagnosticCodes.SameRunnerNoGit, Assert.Single(report.Diagnostics).Code);
        Assert.False(File.Exists(RunLayout.LogPath(layout.ArtifactsPath)));
    }

    [Fact]
    public void A_shallow_clone_without_the_base_is_PG0011_with_exit_code_2_and_says_fetch_depth_0()
    {
        using var origin = new TempGitRepository();
        using var temp = new TempDirectory();
        var clone = temp.File("clone");
        origin.CloneShallowFeatureBranch("bench/Bench.csproj", clone);
        var (baseline, _) = CompareCommandTests.RecordWithoutFailures(temp);
        var assembly = temp.File("Bench.dll");
        File.WriteAllText(assembly, "not run: the base revision is looked for first");

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", temp.File("artifacts"), "--assembly", assembly,
            "--project", Path.Combine(clone, "bench", "Bench.csproj"), "--compare-to", "origin/main");

        Assert.Equal(2, run.ExitCode);
        Assert.StartsWith("perfgate gate: error: PG0011: Same-runner comparison: the revision 'origin/main' is not in this clone (it is a shallow clone", run.Error, StringComparison.Ordinal);
        Assert.Contains("'fetch-depth: 0'", run.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", run.Output + run.Error, StringComparison.Ordinal);
    }

    [UnixFact]
    public async Task A_base_revision_without_the_benchmark_project_names_it_and_the_commit_and_gates_allocations_on_the_committed_baseline()
    {
        using var repository = new TempGitRepository();
        repository.Write("README.md", "before the benchmarks"u8.ToArray());
        repository.Commit("base");
        using var temp = new TempDirectory();
        repository.Write("bench/Bench.csproj", "<Project />"u8.ToArray());
        using var output = new StringWriter();

        var (report, revision, layout) = await GateAgainstHeadMinusOneAsync(repository, temp, "/bin/sh", output);

        Assert.Equal((0, false, revision.Commit), (report.Comparison!.Pairs, report.Comparison.TimeGates, report.Comparison.BaseCommit));
        var missing = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.NotInBaseRevision);
        Assert.Equal(DiagnosticSeverity.Warning, missing.Severity);
        Assert.Null(missing.BenchmarkId);
        Assert.Contains($"The benchmark project bench/Bench.csproj is not in the base revision HEAD~1 ({revision.ShortCommit}) (commit {revision.Commit})", missing.Message, StringComparison.Ordinal);
        Assert.Contains("no verdicts", missing.Message, StringComparison.Ordinal);
        var benchmark = Assert.Single(report.Benchmarks);
        Assert.Null(benchmark.Time);
        Assert.Equal((BenchmarkStatus.Regressed, ReportAllocation.CommittedBaselineReference), (benchmark.Status, benchmark.Allocation!.Reference));
        Assert.Contains("A.X: allocated 72 B/op, baseline 64 B/op (+12.5%, limit +1%)", Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.AllocationRegressed).Message, StringComparison.Ordinal);
        Assert.Equal("Allocations: 1 benchmark(s) against the committed baseline (not in the base revision).",
            Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.AllocationsJudgedAgainst).Message);
        Assert.Contains("PerfGate: The benchmark project bench/Bench.csproj is not in the base revision", output.ToString(), StringComparison.Ordinal);
        // The base worktree is gone again.
        Assert.False(Directory.Exists(RunLayout.BaseWorktreeFolder(RunLayout.SameRunnerFolder(layout.ArtifactsPath))));
    }

    /// <summary>The pull request that fixes a broken main: its base does not compile (a real <c>dotnet build</c> of a real
    /// git revision), so time is not compared, one warning says why, and allocations still gate.</summary>
    [UnixFact]
    public async Task A_base_that_does_not_compile_is_one_PG0012_warning_with_its_first_error_and_allocations_gate_on_the_committed_baseline()
    {
        using var repository = new TempGitRepository();
        repository.Write("bench/Bench.csproj", System.Text.Encoding.UTF8.GetBytes(
            "<Project Sdk=\"Microsoft.NET.Sdk\"><PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net10.0</TargetFramework></PropertyGroup></Project>"));
        repository.Write("bench/Program.cs", "System.Console.WriteLine(\"base\")"u8.ToArray()); // no semicolon: CS1002
        repository.Commit("base: broken main");
        using var temp = new TempDirectory();
        repository.Write("bench/Program.cs", "System.Console.WriteLine(\"fixed\");"u8.ToArray());
        using var output = new StringWriter();

        var (report, revision, layout) = await GateAgainstHeadMinusOneAsync(repository, temp, DotnetHost.Resolve(), output);

        Assert.Equal((0, false, true), (report.Comparison!.Pairs, report.Comparison.TimeGates, report.Comparison.BaseDidNotBuild));
        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.SameRunnerBaseBuildFailed);
        Assert.Equal(DiagnosticSeverity.Warning, warning.Severity);
        Assert.StartsWith($"The base revision HEAD~1 ({revision.ShortCommit}) (commit {revision.Commit}) does not build (dotnet build exited with 1): ", warning.Message, StringComparison.Ordinal);
        Assert.Contains("error CS1002", warning.Message, StringComparison.Ordinal);
        Assert.Contains("time has nothing to compare with and has no verdicts", warning.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(report.Diagnostics, d => d.Code == DiagnosticCodes.NotInBaseRevision || d.Severity == DiagnosticSeverity.Error && d.Code != DiagnosticCodes.AllocationRegressed);
        var benchmark = Assert.Single(report.Benchmarks);
        Assert.Null(benchmark.Time);
        Assert.Equal((BenchmarkStatus.Regressed, ReportAllocation.CommittedBaselineReference), (benchmark.Status, benchmark.Allocation!.Reference));
        Assert.Contains("Allocations gate against the committed baseline.", output.ToString(), StringComparison.Ordinal);
        Assert.False(Directory.Exists(RunLayout.BaseWorktreeFolder(RunLayout.SameRunnerFolder(layout.ArtifactsPath))));
    }

    /// <summary>
    /// Commits a stand-in head app that reports A.X at 72 B/op (the committed baseline says 64) beside what the test wrote,
    /// then gates it against HEAD~1 in the same-runner mode.
    /// </summary>
    /// <param name="dotnetPath">What builds the base: the real SDK, or /bin/sh where no base is built.</param>
    private static async Task<(GateReport Report, BaseRevision Revision, RunLayout Layout)> GateAgainstHeadMinusOneAsync(
        TempGitRepository repository, TempDirectory temp, string dotnetPath, StringWriter output)
    {
        BdnJson.Write(temp.File("report"), SyntheticRuns.Host, new PerfGate.Model.BenchmarkResult("A.X", [100, 101, 99, 100, 102], 72) { LaunchSizes = [5] });
        repository.Write("bench/bin/Bench.sh", System.Text.Encoding.UTF8.GetBytes($$"""
            {{StandInApp.ReadArtifactsFolder}}
            echo '// ***** Found 1 benchmark(s) in total *****'
            echo '// Benchmark: A.X: Job-REKEAC(IterationCount=5, LaunchCount=1)'
            mkdir -p "$artifacts/results"
            cp "{{temp.File("report")}}/Synthetic-report-full.json" "$artifacts/results/"

            """.ReplaceLineEndings("\n")));
        repository.Commit("head");
        var revision = BaseRevisionResolver.Resolve("HEAD~1", mergeBase: false, repository.File("bench"));
        var layout = new RunLayout(repository.File("bench/obj/perfgate"));
        var run = new BenchmarkRunOptions(repository.File("bench/bin/Bench.sh"), layout.ArtifactsPath, GateDefaults.Category, BenchmarkJob.Ci, Verbose: false);
        var request = new GateRequest(temp.File("unused-baseline.json"), layout, run, GateSettings.Default, []) { ProjectPath = repository.File("bench/Bench.csproj") };
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark("A.X", 100, 64));

        var result = await new SameRunnerGate(new BenchmarkRunner(output, "/bin/sh"), dotnetPath, output)
            .RunAsync(request, new TimeReference.BaseRevision(revision), committed, CancellationToken.None);
        return (GateReportBuilder.From(result), revision, layout);
    }

    private static ProcessRun Perfgate(IReadOnlyDictionary<string, string> environment, params string[] arguments)
    {
        var startInfo = new ProcessStartInfo(Dotnet()) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        startInfo.ArgumentList.Add(typeof(PerfGateCli).Assembly.Location);
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        // Not a GitHub Actions run, whatever runs these tests: no job summary, no pull-request comment.
        foreach (var name in startInfo.Environment.Keys.Where(k => k.StartsWith("GITHUB_", StringComparison.Ordinal)).ToList())
        {
            startInfo.Environment.Remove(name);
        }

        foreach (var (name, value) in environment)
        {
            startInfo.Environment[name] = value;
        }

        using var process = Process.Start(startInfo)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEnd();
        process.WaitForExit();
        return new ProcessRun(process.ExitCode, output.Result, error);
    }

    /// <summary>The dotnet muxer by full path: the child's PATH lacks it (and git) on purpose.</summary>
    private static string Dotnet()
    {
        var host = DotnetHost.Resolve();
        return Path.IsPathRooted(host)
            ? host
            : (Environment.GetEnvironmentVariable("PATH") ?? string.Empty).Split(Path.PathSeparator)
                .Select(folder => Path.Combine(folder, host))
                .First(File.Exists);
    }

    private sealed record ProcessRun(int ExitCode, string Output, string Error)
    {
        public override string ToString() => $"exit code {ExitCode}\nstdout:\n{Output}\nstderr:\n{Error}";
    }
}
