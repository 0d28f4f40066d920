using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Running;

/// <summary>
/// Runs <see cref="BenchmarkRunner"/> against a shell script that prints what BenchmarkDotNet 0.14 prints and
/// writes what it writes, so the process handling is real but takes milliseconds.
/// </summary>
public sealed class BenchmarkRunnerTests
{
    private const string PrintsTwoBenchmarks = """
        echo '// Validating benchmarks:'
        echo '// ***** Found 2 benchmark(s) in total *****'
        echo '// ***** Building 1 exe(s) in Parallel: Start   *****'
        echo '// Benchmark: AsyncPaths.TaskFastPath: DefaultJob [Depth=1]'
        echo 'WorkloadActual   1: 16 op, 1000.00 ns, 62.5000 ns/op'
        echo '// Benchmark: Hashing.Sha256IntoSpan: DefaultJob'
        echo 'noise on stderr' >&2
        echo 'Global total time: 00:00:03 (3.21 sec), executed benchmarks: 2'
        """;

    private const string WritesReports = """
        mkdir -p "$artifacts/results"
        echo '{}' > "$artifacts/results/Tiny.AsyncPaths-report-full.json"
        echo '{}' > "$artifacts/results/Tiny.Hashing-report-full.json"
        echo 'brief' > "$artifacts/results/Tiny.Hashing-report-brief.json"
        """;

    [UnixFact]
    public async Task A_run_that_writes_reports_succeeds_and_shows_only_progress()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, PrintsTwoBenchmarks + "\n" + WritesReports));
        using var output = new StringWriter();

        var result = await new BenchmarkRunner(output, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.Succeeded, result.Outcome);
        Assert.Equal(0, result.ProcessExitCode);
        Assert.Equal(2, result.BenchmarksStarted);
        Assert.Equal(
            [Path.Combine(options.ResultsPath, "Tiny.AsyncPaths-report-full.json"), Path.Combine(options.ResultsPath, "Tiny.Hashing-report-full.json")],
            result.ReportFiles);
        var lines = Lines(output);
        Assert.Equal(
            [
                "PerfGate: running benchmarks in category 'PerfGate' from benchmarks.sh (job dry)",
                "PerfGate: found 2 benchmark(s); building them with BenchmarkDotNet",
                "PerfGate: [1/2] AsyncPaths.TaskFastPath [Depth=1]",
                "PerfGate: [2/2] Hashing.Sha256IntoSpan",
                "PerfGate: benchmarks finished in 3.2 s",
            ],
            lines.Take(5));
        Assert.StartsWith("PerfGate: 2 report(s) in ", lines[5], StringComparison.Ordinal);
        Assert.Equal(6, lines.Length);
    }

    [UnixFact]
    public async Task The_log_keeps_the_whole_output_and_verbose_forwards_it()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, PrintsTwoBenchmarks + "\n" + WritesReports)) with { Verbose = true };
        using var output = new StringWriter();

        await new BenchmarkRunner(output, "/bin/sh").RunAsync(options);

        var log = File.ReadAllText(options.LogPath);
        Assert.Contains("WorkloadActual   1: 16 op", log, StringComparison.Ordinal);
        Assert.Contains("noise on stderr", log, StringComparison.Ordinal);
        Assert.Contains("--anyCategories PerfGate --memory --exporters json", log, StringComparison.Ordinal);
        Assert.Contains("exited with code 0", log, StringComparison.Ordinal);
        Assert.Matches(@"wall time per benchmark case[^\n]*\n//\s+\d+\.\d s  AsyncPaths\.TaskFastPath \[Depth=1\]\n//\s+\d+\.\d s  Hashing\.Sha256IntoSpan", log.ReplaceLineEndings("\n"));
        Assert.Contains("WorkloadActual   1: 16 op", output.ToString(), StringComparison.Ordinal);
    }

    [UnixFact]
    public async Task Passes_the_category_filter_memory_diagnoser_full_json_and_job()
    {
        using var temp = new TempDirectory();
        var script = Script(temp, WritesReports);
        var options = Options(temp, script) with { Category = "Gate", Job = BenchmarkJob.Ci };

        await new BenchmarkRunner(TextWriter.Null, "/bin/sh").RunAsync(options);

        Assert.Equal(
            [
                "--filter", "*", "--anyCategories", "Gate", "--memory", "--exporters", "json", "--artifacts", options.ArtifactsPath,
                "--buildTimeout", "600",
                .. CiJobPreset.ToBenchmarkDotNetArguments(),
            ],
            File.ReadAllLines(script + ".args"));
    }

    [UnixFact]
    public async Task MSBuild_variables_never_reach_the_benchmark_process()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, WritesReports + "\nenv > \"$artifacts/env.txt\""));
        var runner = new BenchmarkRunner(TextWriter.Null, "/bin/sh")
        {
            ExtraEnvironment = new Dictionary<string, string>
            {
                ["MSBuildExtensionsPath"] = "/sdk/8.0.100/",
                ["MSBuildSDKsPath"] = "/sdk/8.0.100/Sdks",
                ["MSBUILD_EXE_PATH"] = "/sdk/8.0.100/MSBuild.dll",
                ["MSBUILDENSURESTDOUTFORTASKPROCESSES"] = "1",
                ["MSBuildLoadMicrosoftTargetsReadOnly"] = "true",
                ["DOTNET_PERFGATE_TEST"] = "kept",
                ["NUGET_PERFGATE_TEST"] = "kept",
            },
        };

        await runner.RunAsync(options);

        var names = File.ReadAllLines(Path.Combine(options.ArtifactsPath, "env.txt")).Select(l => l.Split('=')[0]).ToList();
        Assert.DoesNotContain(names, n => n.StartsWith("MSBuild", StringComparison.OrdinalIgnoreCase));
        Assert.Contains("DOTNET_PERFGATE_TEST", names);
        Assert.Contains("NUGET_PERFGATE_TEST", names);
        Assert.Contains("MSBuildExtensionsPath", File.ReadAllText(options.LogPath), StringComparison.Ordinal);
    }

    [UnixFact]
    public async Task Reports_of_an_earlier_run_are_removed_first_and_nothing_else()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, PrintsTwoBenchmarks));
        var nested = Directory.CreateDirectory(Path.Combine(options.ResultsPath, "older")).FullName;
        string[] stale =
        [
            Path.Combine(options.ResultsPath, "Old-report-full.json"),
            Path.Combine(options.ResultsPath, "Old-report-full-compressed.json"),
            Path.Combine(options.ResultsPath, "Old-report-brief.json"),
            Path.Combine(nested, "Older-report-full.json"),
        ];
        string[] kept =
        [
            Path.Combine(options.ResultsPath, "notes.md"),
            Path.Combine(options.ResultsPath, "Old-report.csv"),
            Path.Combine(nested, "settings.json"),
        ];
        foreach (var file in stale.Concat(kept))
        {
            File.WriteAllText(file, "{}");
        }

        var result = await new BenchmarkRunner(TextWriter.Null, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.NoReports, result.Outcome);
        Assert.All(stale, file => Assert.False(File.Exists(file), file));
        Assert.All(kept, file => Assert.True(File.Exists(file), file));
        Assert.Contains("wrote no '*-report-full-compressed.json' file", result.Message, StringComparison.Ordinal);
    }

    [UnixTheory]
    [InlineData("ci", true)]
    [InlineData("dry", false)]
    public async Task The_log_explains_BenchmarkDotNets_MinIterationTime_warning_for_the_ci_job_only(string job, bool explained)
    {
        using var temp = new TempDirectory();
        const string Warns = """
            echo 'MinIterationTime'
            echo '  Caching.ProfileCacheBenchmark.Hit: EvaluateOverhead=False, IterationCount=5, IterationTime=100ms, LaunchCount=3, WarmupCount=2 -> The minimum observed iteration time is 75.071ms which is very small. It'"'"'s recommended to increase it to at least 100ms using more operations.'
            """;
        var options = Options(temp, Script(temp, PrintsTwoBenchmarks + "\n" + Warns + "\n" + WritesReports)) with { Job = BenchmarkJob.Parse(job) };
        using var output = new StringWriter();

        await new BenchmarkRunner(output, "/bin/sh").RunAsync(options);

        var log = File.ReadAllText(options.LogPath);
        const string Note = "// perfgate run: BenchmarkDotNet's MinIterationTime warning (1 above) is expected with the ci job: its bar is a fixed 100 ms and the job aims at 100 ms iterations;";
        Assert.Equal(explained, log.Contains(Note, StringComparison.Ordinal));
        Assert.DoesNotContain("MinIterationTime", output.ToString(), StringComparison.Ordinal);
    }

    [UnixFact]
    public async Task An_app_whose_Main_never_starts_BenchmarkDotNet_is_told_so_not_that_nothing_is_tagged()
    {
        using var temp = new TempDirectory();
        // What a test project's generated Main does: nothing, successfully.
        var options = Options(temp, Script(temp, "exit 0"));

        var result = await new BenchmarkRunner(TextWriter.Null, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.NotBenchmarkDotNet, result.Outcome);
        Assert.Contains("without running BenchmarkDotNet. Its Main must hand the command line to BenchmarkDotNet: 'BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);'", result.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("has the category", result.Message, StringComparison.Ordinal);
    }

    [UnixFact]
    public async Task A_failing_benchmark_process_fails_the_run_and_points_at_the_log()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, WritesReports + "\nexit 3"));

        var result = await new BenchmarkRunner(TextWriter.Null, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.ProcessFailed, result.Outcome);
        Assert.Equal(3, result.ProcessExitCode);
        Assert.Equal($"the benchmark process exited with code 3; its output is in {options.LogPath}", result.Message);
    }

    [UnixFact]
    public async Task No_benchmark_in_the_category_is_a_failure_that_says_how_to_tag_one()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, """
            echo "The filter '*' that you have provided returned 0 benchmarks."
            echo "Please remember that the filter is applied to full benchmark name: 'namespace.typeName.methodName'."
            """)) with { Category = "Nope" };

        var result = await new BenchmarkRunner(TextWriter.Null, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.NoBenchmarkMatched, result.Outcome);
        Assert.Equal(
            "no benchmark in benchmarks.sh has the category 'Nope'. Tag the benchmarks to gate with [BenchmarkCategory(\"Nope\")] on the class or method.",
            result.Message);
    }

    [UnixFact]
    public async Task A_failed_build_of_the_generated_project_is_a_failure_even_with_reports()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, WritesReports + """

            echo '// ***** Found 2 benchmark(s) in total *****'
            echo '// BenchmarkDotNet has failed to build the auto-generated boilerplate code.'
            """));

        var result = await new BenchmarkRunner(TextWriter.Null, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.HarnessBuildFailed, result.Outcome);
        Assert.Contains(options.LogPath, result.Message, StringComparison.Ordinal);
    }

    [UnixFact]
    public async Task Canceling_stops_the_benchmark_process()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, "echo '// Benchmark: Slow.Method: DefaultJob'\nsleep 60"));
        using var cancellation = new CancellationTokenSource();
        using var output = new SignalingWriter("PerfGate: [1] Slow.Method", cancellation);

        var started = DateTime.UtcNow;
        var result = await new BenchmarkRunner(output, "/bin/sh").RunAsync(options, cancellation.Token);

        Assert.Equal(BenchmarkRunOutcome.Canceled, result.Outcome);
        Assert.True(DateTime.UtcNow - started < TimeSpan.FromSeconds(30));
    }

    /// <summary>A case that blocks forever is stopped at its limit, with the processes it started, and named.</summary>
    [UnixFact]
    public async Task A_case_past_its_limit_is_killed_with_its_children_and_named()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, """
            echo '// ***** Found 2 benchmark(s) in total *****'
            echo '// Benchmark: Quick.Method: DefaultJob'
            echo '// Benchmark: Stuck.Method: DefaultJob [N=1]'
            sleep 120 &
            echo $! > "$0.child"
            wait
            """)) with { CaseLimits = Limits(("Ns.Stuck.Method", 0.1)) };
        using var output = new StringWriter();

        var started = DateTime.UtcNow;
        var result = await new BenchmarkRunner(output, "/bin/sh").RunAsync(options);

        Assert.True(DateTime.UtcNow - started < TimeSpan.FromSeconds(60), "stopped at its limit, not at the end of the sleep");
        Assert.Equal(BenchmarkRunOutcome.Hung, result.Outcome);
        Assert.Equal(new HungCase("Stuck.Method [N=1]", new CaseTimeLimit(TimeSpan.FromSeconds(1), "the floor, as 5 × what its baseline's samples suggest, 0.1 s, is less")), result.Hang);
        Assert.Matches(
            @"^PerfGate: killed the benchmark process after \d+\.\d s: Stuck\.Method \[N=1\] ran past its limit of 1\.0 s \(the floor, as 5 × what its baseline's samples suggest, 0\.1 s, is less\), so it is taken as hung$",
            Lines(output)[^1]);
        Assert.Contains("killed the benchmark process", File.ReadAllText(options.LogPath), StringComparison.Ordinal);
        var child = int.Parse(File.ReadAllText(options.AssemblyPath + ".child").Trim(), System.Globalization.CultureInfo.InvariantCulture);
        Assert.True(await Ended(child), "the case's child process is killed too");
    }

    /// <summary>The limit is per case: a process whose cases together run longer than one case's limit is not stopped.</summary>
    [UnixFact]
    public async Task Each_case_starts_its_own_limit()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, """
            echo '// Benchmark: Steady.Method: DefaultJob [N=1]'
            sleep 1.5
            echo '// Benchmark: Steady.Method: DefaultJob [N=2]'
            sleep 1.5
            echo '// Benchmark: Steady.Method: DefaultJob [N=3]'
            sleep 1.5
            """ + "\n" + WritesReports)) with { CaseLimits = Limits(("Ns.Steady.Method", 0.1), floorSeconds: 3) };
        using var output = new StringWriter();

        var result = await new BenchmarkRunner(output, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.Succeeded, result.Outcome);
        Assert.InRange(result.LongestCase!.Value, TimeSpan.FromSeconds(1.4), TimeSpan.FromSeconds(3));
    }

    /// <summary>A launch in process is bounded from its start: a method can hang before BenchmarkDotNet announces it.</summary>
    [UnixFact]
    public async Task A_launch_in_process_is_bounded_from_its_start_and_names_its_method()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, "sleep 120")) with
        {
            Job = BenchmarkJob.Ci.OneLaunchInProcess(),
            Launch = new LaunchProgress(3, 16, "head", "Ns.Stuck.Method"),
            CaseLimits = Limits(("Ns.Stuck.Method", 0.1)),
        };
        using var output = new StringWriter();

        var result = await new BenchmarkRunner(output, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.Hung, result.Outcome);
        Assert.Equal("Ns.Stuck.Method", result.Hang!.Case);
        Assert.StartsWith("PerfGate: killed the head launch of Ns.Stuck.Method after ", Lines(output)[^1], StringComparison.Ordinal);
    }

    /// <summary>BenchmarkDotNet's own in-process limit (5 minutes a case in 0.15) aborts the process (exit code 134) with an
    /// unhandled exception that names the case: the same hang, named as such rather than as a crash.</summary>
    [UnixFact]
    public async Task BenchmarkDotNets_own_in_process_limit_is_a_hang_of_the_case_it_names()
    {
        using var temp = new TempDirectory();
        var options = Options(temp, Script(temp, """
            echo '// Benchmark: Stuck.Method: Job-ABCDEF(Toolchain=InProcessEmitToolchain) [N=1]'
            echo 'Unhandled exception. System.InvalidOperationException: Benchmark Stuck.Method: Job-ABCDEF(Toolchain=InProcessEmitToolchain) [N=1] takes too long to run. Prefer to use out-of-process toolchains for long-running benchmarks.' >&2
            exit 134
            """));
        using var output = new StringWriter();

        var result = await new BenchmarkRunner(output, "/bin/sh").RunAsync(options);

        Assert.Equal(BenchmarkRunOutcome.Hung, result.Outcome);
        Assert.Equal("Stuck.Method [N=1]", result.Hang!.Case);
        Assert.Equal("BenchmarkDotNet's own in-process limit per case, which ended the process", result.Hang.Limit.Basis);
    }

    private static BenchmarkRunOptions Options(TempDirectory temp, string script) =>
        new(script, temp.File("artifacts"), GateDefaults.Category, BenchmarkJob.Dry, Verbose: false);

    /// <summary>Whether a process has ended (gone, or a zombie waiting for its reaper) within a few seconds.</summary>
    private static async Task<bool> Ended(int pid)
    {
        for (var attempt = 0; attempt < 50; attempt++)
        {
            var stat = $"/proc/{pid}/stat";
            try
            {
                if (!File.Exists(stat) || File.ReadAllText(stat).Contains(") Z ", StringComparison.Ordinal))
                {
                    return true;
                }
            }
            catch (IOException)
            {
                return true; // it went while being read
            }

            await Task.Delay(100);
        }

        return false;
    }

    /// <summary>Limits from recorded case times (seconds) under a floor of a second or more, small enough for a test.</summary>
    private static CaseTimeLimits Limits((string Method, double Seconds) recorded, double floorSeconds = 1) =>
        new(TimeSpan.FromSeconds(floorSeconds), new Dictionary<string, TimeSpan> { [recorded.Method] = TimeSpan.FromSeconds(recorded.Seconds) }, whenUnknown: null);

    /// <summary>Writes a script that records its arguments next to itself and knows its --artifacts folder.</summary>
    private static string Script(TempDirectory temp, string body)
    {
        var path = temp.File("benchmarks.sh");
        File.WriteAllText(path, $$"""
            printf '%s\n' "$@" > "$0.args"
            {{StandInApp.ReadArtifactsFolder}}
            {{body}}

            """.ReplaceLineEndings("\n"));
        return path;
    }

    private static string[] Lines(StringWriter writer) =>
        writer.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries).Select(l => l.TrimEnd('\r')).ToArray();

    /// <summary>Cancels once a given line has been written, i.e. once the benchmark process is surely running.</summary>
    private sealed class SignalingWriter(string line, CancellationTokenSource cancellation) : StringWriter
    {
        public override void WriteLine(string? value)
        {
            base.WriteLine(value);
            if (value == line)
            {
                cancellation.Cancel();
            }
        }
    }
}
