using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// Real <c>dotnet build</c> runs of a small project importing PerfGate's props and targets from the source
/// tree. Each test is one build of a few seconds; the statistics and the benchmarks are not involved.
/// </summary>
[Trait("Category", "MSBuildIntegration")]
public sealed class TargetsIntegrationTests
{
    [Fact]
    public void The_gate_builds_Release_and_calls_the_tool_once_with_only_the_paths_by_default()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.Build("PerfGate", "-c", "Debug");

        Assert.True(build.ExitCode == 0, build.ToString());
        var assembly = Path.Combine(project.Directory, "bin", "Release", "net10.0", "Tiny.dll");
        Assert.True(File.Exists(assembly), build.ToString());
        Assert.False(File.Exists(Path.Combine(project.Directory, "bin", "Debug", "net10.0", "Tiny.dll")));
        Assert.Equal(["gate"], project.Tool.Calls());
        // Category, job, thresholds and re-runs are left to the tool's defaults.
        Assert.Equal(
            ["gate", "--baseline", project.BaselinePath, "--artifacts", project.ArtifactsPath, "--assembly", assembly, "--project", project.ProjectPath, "--option-names", "msbuild"],
            WithoutBuildProperties(project.Tool.Arguments("gate")!));
        // What the head was built with, for the same-runner mode's base build (MultiTargetingTests checks them).
        Assert.Contains("Configuration=Release", MultiTargetingTests.BuildProperties(project.Tool.Arguments("gate")!));
        AssertOutput(build, "PerfGate: [1/1] Tiny.Benchmark");
        AssertOutput(build, CompareReports.PassedLine);
    }

    [Fact]
    public void A_regression_fails_the_build_with_the_finding_of_the_report_on_the_project()
    {
        using var project = new GateProject();
        // The tool publishes the report before it decides: a failing gate still leaves it for the task to read.
        project.ScriptGate(CompareReports.Failed, exitCode: 1);
        System.IO.Directory.CreateDirectory(Path.Combine(project.Directory, "baselines"));
        File.WriteAllText(Path.Combine(project.Directory, "baselines", "gate.json"), "{}");

        var build = project.Build(
            "PerfGate",
            "-p:PerfGateTimeThreshold=7.5%",
            // A comma separates properties on MSBuild's command line, so it is escaped (%2C), and then so is the % (%25).
            "-p:PerfGateAllocationThreshold=1%25%2C64B",
            "-p:PerfGateCategory=Gate",
            "-p:PerfGateJob=short",
            "-p:PerfGateConfirmReruns=2",
            "-p:PerfGateSameRunnerPairs=8",
            "-p:PerfGateCaseTimeout=90s",
            "-p:PerfGateVerbose=true",
            "-p:PerfGateBaselinePath=baselines/gate.json",
            "-p:PerfGateArtifactsPath=out/gate");

        Assert.NotEqual(0, build.ExitCode);
        AssertOutput(build, $"{project.ProjectPath} : PerfGate error PG0101: {CompareReports.Regression}");
        AssertOutput(build, CompareReports.FailedLine);
        var artifacts = Path.Combine(project.Directory, "out", "gate") + Path.DirectorySeparatorChar;
        Assert.True(File.Exists(artifacts + "perfgate-report.json"));
        Assert.Equal(["gate"], project.Tool.Calls());
        Assert.Equal(
            [
                "gate", "--baseline", Path.Combine(project.Directory, "baselines", "gate.json"), "--artifacts", artifacts,
                "--assembly", Path.Combine(project.Directory, "bin", "Release", "net10.0", "Tiny.dll"),
                "--category", "Gate", "--job", "short", "--verbose",
                "--time-threshold", "7.5%", "--alloc-threshold", "1%,64B", "--confirm-reruns", "2", "--pairs", "8", "--case-timeout", "90s", "--project", project.ProjectPath, "--option-names", "msbuild",
            ],
            WithoutBuildProperties(project.Tool.Arguments("gate")!));
        // What the head was built with, for the same-runner mode's base build (MultiTargetingTests checks them).
        Assert.Contains("Configuration=Release", MultiTargetingTests.BuildProperties(project.Tool.Arguments("gate")!));
    }

    [Fact]
    public void In_an_interactive_terminal_the_gate_shows_what_it_runs_and_where_its_report_is()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.BuildInTerminal("PerfGate");

        Assert.True(build.ExitCode == 0, build.ToString());
        // The terminal logger shows the project's product on its summary line, and nothing of ordinary messages.
        Assert.Matches(@"Tiny [^\n]*succeeded[^\n]*→[^\n]*perfgate-report\.md", build.Output);
    }

    [Fact]
    public void In_an_interactive_terminal_a_failing_gate_shows_each_finding()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Failed, exitCode: 1);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.BuildInTerminal("PerfGate");

        Assert.NotEqual(0, build.ExitCode);
        Assert.Contains("PG0101", build.Output, StringComparison.Ordinal);
        Assert.Contains("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4): allocated 12.0 MB/op", build.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_misspelled_property_fails_before_anything_is_built_or_run()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);

        var build = project.Build("PerfGate", "-p:PerfGateJob=fast", "-p:PerfGateComment=yes", "-p:PerfGateConfirmReruns=9", "-p:PerfGateTimeThreshold=5x", "-p:PerfGateShard=3/2", "-p:PerfGateSameRunnerPairs=5", "-p:PerfGateCaseTimeout=forever");

        Assert.NotEqual(0, build.ExitCode);
        AssertOutput(build, $"{project.ProjectPath} : PerfGate error PG0002: PerfGateJob: unknown value 'fast'. Allowed values: ci, short, medium, long, default, dry.");
        AssertOutput(build, "error PG0002: PerfGateComment: unknown value 'yes'. Use auto, true or false.");
        AssertOutput(build, "error PG0002: PerfGateConfirmReruns: '9' is not a whole number from 0 to 5. Use 0 to decide on the first run alone.");
        AssertOutput(build, "error PG0002: PerfGateSameRunnerPairs: '5' is not a whole number from 8 to 30.");
        AssertOutput(build, "error PG0002: PerfGateCaseTimeout: 'forever' is not a case timeout.");
        // The thresholds too, by the tool's own grammar, before the Release build and the benchmarks.
        AssertOutput(build, "error PG0002: PerfGateTimeThreshold: '5x' is not a time threshold.");
        AssertOutput(build, "error PG0002: PerfGateShard: '3/2' is not a shard: write i/n with 1 ≤ i ≤ n ≤ 256");
        // No baseline either: every problem is reported in one go.
        AssertOutput(build, "error PG0001: No baseline at");
        Assert.Empty(project.Tool.Calls());
        Assert.False(System.IO.Directory.Exists(Path.Combine(project.Directory, "bin")));
    }

    [Fact]
    public void Recording_a_baseline_calls_the_tool_once_and_passes_the_runs_only_when_set()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);
        var assembly = Path.Combine(project.Directory, "bin", "Release", "net10.0", "Tiny.dll");

        var byDefault = project.Build("PerfGateUpdateBaseline");
        var defaultArguments = project.Tool.Arguments("baseline-record")!;
        var once = project.Build("PerfGateUpdateBaseline", "-p:PerfGateBaselineRuns=1");

        Assert.True(byDefault.ExitCode == 0, byDefault.ToString());
        AssertOutput(byDefault, "PerfGate: recorded 1 benchmark(s)");
        AssertOutput(byDefault, $"PerfGate: commit {project.BaselinePath} with the change it measures.");
        // The tool pools its default number of runs itself (GateDefaults.BaselineRuns).
        Assert.Equal(
            ["baseline", "record", "--baseline", project.BaselinePath, "--artifacts", project.ArtifactsPath, "--assembly", assembly, "--option-names", "msbuild"],
            defaultArguments);
        Assert.True(once.ExitCode == 0, once.ToString());
        Assert.Equal(
            [
                "baseline", "record", "--baseline", project.BaselinePath, "--artifacts", project.ArtifactsPath, "--assembly", assembly,
                "--runs", "1", "--option-names", "msbuild",
            ],
            project.Tool.Arguments("baseline-record")!);
        Assert.Equal(["baseline-record", "baseline-record"], project.Tool.Calls());
    }

    [Fact]
    public void A_sharded_recording_runs_a_share_in_each_job_and_the_join_builds_nothing()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);
        project.Tool.Script("baseline-join", stdout: ["PerfGate: recorded 1 benchmark(s) from 2 shards"]);
        var assembly = Path.Combine(project.Directory, "bin", "Release", "net10.0", "Tiny.dll");
        var first = System.IO.Directory.CreateDirectory(Path.Combine(project.Directory, "shard-1")).FullName;
        var second = System.IO.Directory.CreateDirectory(Path.Combine(project.Directory, "shard-2")).FullName;

        var shard = project.Build("PerfGateUpdateBaseline", "-p:PerfGateShard=2/2", "-p:PerfGateBaselineRuns=2");
        var shardArguments = project.Tool.Arguments("baseline-record")!;
        System.IO.Directory.Delete(Path.Combine(project.Directory, "bin"), recursive: true);
        // The list quoted, as docs/github.md writes it: MSBuild's command line splits on an unquoted ';'.
        var join = project.Build("PerfGateUpdateBaseline", $"-p:PerfGateShardResults=\"{first};{second}\"", "-p:PerfGateBaselineRuns=2");

        Assert.True(shard.ExitCode == 0, shard.ToString());
        Assert.Equal(
            [
                "baseline", "record", "--baseline", project.BaselinePath, "--artifacts", project.ArtifactsPath, "--assembly", assembly,
                "--runs", "2", "--shard", "2/2", "--option-names", "msbuild",
            ],
            shardArguments);
        Assert.DoesNotContain("PerfGate: commit", shard.Output, StringComparison.Ordinal);
        Assert.True(join.ExitCode == 0, join.ToString());
        Assert.False(System.IO.Directory.Exists(Path.Combine(project.Directory, "bin")), "the join built the project");
        Assert.Equal(
            ["baseline", "join", "--shard-results", first, "--shard-results", second, "--baseline", project.BaselinePath, "--option-names", "msbuild"],
            project.Tool.Arguments("baseline-join")!);
        AssertOutput(join, $"PerfGate: commit {project.BaselinePath} with the change it measures.");
        Assert.Equal(["baseline-record", "baseline-join"], project.Tool.Calls());
    }

    [Fact]
    public void A_join_given_a_folder_that_does_not_exist_fails_before_the_tool_starts()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);
        var missing = Path.Combine(project.Directory, "shard-2");

        var join = project.Build("PerfGateUpdateBaseline", $"-p:PerfGateShardResults={missing}", "-p:PerfGateShard=1/2");

        Assert.NotEqual(0, join.ExitCode);
        AssertOutput(join, $"error PG0002: PerfGateShardResults: '{missing}' is not a folder.");
        AssertOutput(join, "error PG0002: PerfGateShard and PerfGateShardResults are both set");
        Assert.Empty(project.Tool.Calls());
    }

    [Theory]
    [InlineData("PerfGate", "gate")]
    [InlineData("PerfGateUpdateBaseline", "baseline-record")]
    public void Reusing_the_last_results_builds_nothing_and_passes_no_benchmark_app(string target, string command)
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.Build(target, "-p:PerfGateReuseResults=true", "-p:PerfGateBaselineRuns=2");

        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.False(System.IO.Directory.Exists(Path.Combine(project.Directory, "bin")));
        var arguments = project.Tool.Arguments(command)!;
        Assert.Contains("--reuse-results", arguments);
        Assert.DoesNotContain("--assembly", arguments);
        // Reused results are one run: there is nothing to pool.
        Assert.DoesNotContain("--runs", arguments);
    }

    private static void AssertOutput(DotnetResult build, string expected) =>
        Assert.True(build.Output.Contains(expected, StringComparison.Ordinal), $"Not found: {expected}\nin {build}");

    private static string[] WithoutBuildProperties(string[] arguments) =>
        [.. arguments.Where((a, i) => a != "--build-property" && (i == 0 || arguments[i - 1] != "--build-property"))];
}
