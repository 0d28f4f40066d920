using System.Text.Json;
using PerfGate.Baseline;
using PerfGate.Model;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

public sealed class CompareCommandTests
{
    [Fact]
    public void Unchanged_results_pass_with_exit_code_0_and_write_both_reports()
    {
        using var temp = new TempDirectory();
        var (baseline, results) = RecordWithoutFailures(temp);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results,
            "--report", "console", "--report", "json=" + temp.File("out/report.json"), "--report", "md=" + temp.File("out/report.md"));

        Assert.Equal(0, run.ExitCode);
        Assert.Contains("PerfGate: passed", run.Output, StringComparison.Ordinal);
        using var report = JsonDocument.Parse(File.ReadAllText(temp.File("out/report.json")));
        Assert.True(report.RootElement.GetProperty("passed").GetBoolean());
        Assert.Equal(6, report.RootElement.GetProperty("benchmarks").GetArrayLength());
        Assert.StartsWith("## ✅", File.ReadAllText(temp.File("out/report.md")), StringComparison.Ordinal);
    }

    [Fact]
    public void An_allocation_regression_fails_with_exit_code_1_and_a_JSON_verdict()
    {
        using var temp = new TempDirectory();
        var (baselinePath, results) = RecordWithoutFailures(temp);
        // Pretend the baseline was allocation-free where the code now allocates 72 B/op (Task where a ValueTask was).
        var baseline = BaselineReader.Read(baselinePath);
        var edited = baseline with
        {
            Benchmarks = baseline.Benchmarks
                .Select(b => b.Id.Contains("TaskFastPath(Depth: 1)", StringComparison.Ordinal) && !b.Id.Contains("ValueTask", StringComparison.Ordinal)
                    ? b with { BytesAllocatedPerOperation = 0 }
                    : b)
                .ToList(),
        };
        BaselineWriter.WriteAtomically(baselinePath, edited);

        var run = CliRun.Of("compare", "--baseline", baselinePath, "--results", results, "--report", "json=" + temp.File("report.json"));

        Assert.Equal(1, run.ExitCode);
        using var report = JsonDocument.Parse(File.ReadAllText(temp.File("report.json")));
        var root = report.RootElement;
        Assert.False(root.GetProperty("passed").GetBoolean());
        var regressed = root.GetProperty("benchmarks").EnumerateArray().Single(b => b.GetProperty("status").GetString() == "regressed");
        Assert.Equal("TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 1)", regressed.GetProperty("id").GetString());
        Assert.Equal("regressed", regressed.GetProperty("allocation").GetProperty("status").GetString());
        Assert.Equal(0, regressed.GetProperty("allocation").GetProperty("baselineBytes").GetInt64());
        Assert.Equal(72, regressed.GetProperty("allocation").GetProperty("currentBytes").GetInt64());
        Assert.Equal(JsonValueKind.Object, regressed.GetProperty("time").ValueKind);
        var diagnostic = root.GetProperty("diagnostics").EnumerateArray().Single(d => d.GetProperty("severity").GetString() == "error");
        Assert.Equal("PG0101", diagnostic.GetProperty("code").GetString());
        Assert.Equal(
            "TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 1): allocated 72 B/op, baseline 0 B/op (was allocation-free, limit 0 B)",
            diagnostic.GetProperty("message").GetString());
    }

    [Fact]
    public void A_failed_benchmark_fails_the_gate()
    {
        using var temp = new TempDirectory();
        var (baseline, _) = RecordWithoutFailures(temp);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", TestData.Bdn("full"));

        Assert.Equal(1, run.ExitCode);
        Assert.Contains("failed        TinyBenchmarks.Throwing.AlwaysThrows", run.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void Results_with_no_benchmark_in_the_baseline_fail_the_gate_as_nothing_to_compare()
    {
        using var temp = new TempDirectory();
        var baseline = temp.File("baseline.json");
        BaselineWriter.WriteAtomically(baseline, SyntheticRuns.Baseline(SyntheticRuns.Benchmark("Other.Benchmark", 10, 0)));
        var results = temp.CopyFrom(TestData.Bdn("full"), "results", f => f.Contains("Hashing", StringComparison.Ordinal));

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results);

        Assert.Equal(1, run.ExitCode);
        Assert.Contains("Nothing to compare", run.Output, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("--time-threshold", "5", "--time-threshold: '5' is not a time threshold")]
    [InlineData("--time-threshold", "-5%", "--time-threshold: '-5%' is not a time threshold")]
    [InlineData("--alloc-threshold", "1x", "--alloc-threshold: '1x' is not an allocation threshold")]
    [InlineData("--alloc-threshold", "1%,2%", "--alloc-threshold: '1%,2%' is not an allocation threshold")]
    [InlineData("--override", "Foo*", "--override: 'Foo*' is not a threshold override")]
    [InlineData("--override", "Foo*=speed:5%", "--override: 'Foo*=speed:5%' is not a threshold override")]
    [InlineData("--report", "html", "--report: unknown report kind 'html' in 'html'. Known kinds: console, md, json")]
    [InlineData("--report", "md=", "--report: 'md=' names no file after '='")]
    public void A_bad_option_value_is_exit_code_2_with_one_clear_line(string option, string value, string expected)
    {
        using var temp = new TempDirectory();
        var (baseline, results) = RecordWithoutFailures(temp);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results, option, value);

        Assert.Equal(2, run.ExitCode);
        Assert.Contains(expected, run.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", run.Error, StringComparison.Ordinal);
        Assert.Empty(run.Output);
    }

    [Theory]
    [InlineData("--assembly", "Bench.dll")]
    [InlineData("--confirm-reruns", "2")]
    [InlineData("--category", "PerfGate")]
    public void Compare_runs_nothing_so_a_run_option_is_refused_with_exit_code_2_and_its_name(string option, string value)
    {
        using var temp = new TempDirectory();
        var (baseline, results) = RecordWithoutFailures(temp);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results, option, value);

        Assert.Equal(2, run.ExitCode);
        Assert.Contains(option, run.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", run.Error, StringComparison.Ordinal);
        Assert.DoesNotContain(option, CliRun.Of("compare", "--help").Output, StringComparison.Ordinal);
    }

    [Fact]
    public void One_failing_report_never_stops_the_others_nor_changes_the_verdict()
    {
        using var temp = new TempDirectory();
        var (baseline, results) = RecordWithoutFailures(temp);
        var blocked = temp.File("blocked");
        File.WriteAllText(blocked, "a file where the Markdown report's folder should be");

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results,
            "--report", "md=" + Path.Combine(blocked, "report.md"), "--report", "json=" + temp.File("report.json"));

        Assert.Equal(0, run.ExitCode);
        Assert.Contains("PerfGate: warning: the md report could not be written", run.Error, StringComparison.Ordinal);
        Assert.True(PerfGate.Reports.GateReportFile.Read(temp.File("report.json")).Passed);
    }

    [Fact]
    public void A_report_written_over_the_baseline_is_refused_and_the_baseline_is_unchanged()
    {
        using var temp = new TempDirectory();
        var (baseline, results) = RecordWithoutFailures(temp);
        var before = File.ReadAllBytes(baseline);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results, "--report", "json=" + baseline);

        Assert.Equal(2, run.ExitCode);
        Assert.Contains("would overwrite the baseline", run.Error, StringComparison.Ordinal);
        Assert.Equal(before, File.ReadAllBytes(baseline));
    }

    [Fact]
    public void A_report_written_among_the_results_is_refused_and_the_results_are_unchanged()
    {
        using var temp = new TempDirectory();
        var (baseline, results) = RecordWithoutFailures(temp);
        var resultFile = Directory.GetFiles(results, "*-report-full.json").First();
        var before = File.ReadAllBytes(resultFile);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results, "--report", "json=" + resultFile);

        Assert.Equal(2, run.ExitCode);
        Assert.Contains("would be written among the benchmark results", run.Error, StringComparison.Ordinal);
        Assert.Equal(before, File.ReadAllBytes(resultFile));
    }

    [Theory]
    [InlineData("compare", "--baseline", "b.json")]
    [InlineData("compare", "--results", "r", "--baseline", "b.json", "--unknown-option")]
    [InlineData("compare", "--results", "r", "--baseline", "b.json", "--time-treshold", "5%")]
    [InlineData("comapre")]
    [InlineData("baseline", "update", "--results", "r")]
    public void Usage_errors_are_exit_code_2_not_1(params string[] args)
    {
        var run = CliRun.Of(args);

        Assert.Equal(2, run.ExitCode);
        var line = Assert.Single(run.Error.Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("perfgate: error:", line, StringComparison.Ordinal);
        Assert.EndsWith("Run 'perfgate --help' (or 'perfgate <command> --help') for usage.", line, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", run.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_misspelled_option_is_one_line_naming_it()
    {
        var run = CliRun.Of("compare", "--results", "r", "--baseline", "b.json", "--time-treshold", "5%");

        Assert.Equal(2, run.ExitCode);
        var line = Assert.Single(run.Error.Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries));
        Assert.Contains("--time-treshold", line, StringComparison.Ordinal);
    }

    [Fact]
    public void An_input_error_quoting_a_forged_id_is_one_line()
    {
        using var temp = new TempDirectory();
        var baseline = temp.File("baseline.json");
        BaselineWriter.WriteAtomically(baseline, SyntheticRuns.Baseline(SyntheticRuns.Benchmark("Sample.A", 100, 0)));
        var duplicate = SyntheticRuns.Benchmark("Evil.A\n::error title=forged::x", 100, 0);
        BdnJson.Write(temp.File("results/one"), SyntheticRuns.Host, duplicate);
        BdnJson.Write(temp.File("results/two"), SyntheticRuns.Host, duplicate);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", temp.File("results"));

        Assert.Equal(2, run.ExitCode);
        var line = Assert.Single(run.Error.Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries));
        Assert.Contains("Evil.A\\u000A::error title=forged::x", line, StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_in_which_nothing_could_be_judged_fails_with_exit_code_1()
    {
        using var temp = new TempDirectory();
        string[] ids = ["Sample.A", "Sample.B", "Sample.C", "Sample.D"];
        var baseline = temp.File("baseline.json");
        BaselineWriter.WriteAtomically(baseline, SyntheticRuns.Baseline([.. ids.Select(id => new BenchmarkResult(id, [100.0], null))]));
        var results = BdnJson.Write(temp.File("results"), SyntheticRuns.Host, [.. ids.Select(id => new BenchmarkResult(id, [100.0], null))]);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results);

        Assert.Equal(1, run.ExitCode);
        Assert.Contains("error: Nothing could be judged: all 4 compared benchmark(s) are inconclusive", run.Output, StringComparison.Ordinal);
        Assert.Contains("PerfGate: FAILED: 4 inconclusive", run.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void An_override_that_matches_no_benchmark_is_reported()
    {
        using var temp = new TempDirectory();
        var (baseline, results) = RecordWithoutFailures(temp);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results, "--override", "Sampel.*=time:15%", "--report", "console", "--report", "json=" + temp.File("report.json"));

        Assert.Equal(0, run.ExitCode);
        Assert.Contains(
            "warning: Override 'Sampel.*=time:15%' matches no benchmark in this run; check the pattern (it matches the full id, * and ? are wildcards).",
            run.Output,
            StringComparison.Ordinal);
        var report = PerfGate.Reports.GateReportFile.Read(temp.File("report.json"));
        Assert.Contains(report.Diagnostics, d => d.Code == "PG0206" && d.Severity == PerfGate.Reporting.DiagnosticSeverity.Warning);
    }

    [Fact]
    public void Ids_that_forge_log_lines_are_printed_one_line_each()
    {
        using var temp = new TempDirectory();
        string[] ids = ["Evil.A\n::error title=forged::x", "Evil.B\rPerfGate: passed", "Evil.C\u202Egnp.exe"];
        var baseline = temp.File("baseline.json");
        BaselineWriter.WriteAtomically(baseline, SyntheticRuns.Baseline([.. ids.Select(id => SyntheticRuns.Benchmark(id, 100, 0))]));
        var results = BdnJson.Write(temp.File("results"), SyntheticRuns.Host, [.. ids.Select(id => SyntheticRuns.Benchmark(id, 100, 8))]);

        var run = CliRun.Of("compare", "--baseline", baseline, "--results", results, "--report", "console", "--report", "json=" + temp.File("report.json"));

        Assert.Equal(1, run.ExitCode);
        var lines = run.Output.Split(Environment.NewLine);
        Assert.DoesNotContain(lines, l => l.StartsWith("::", StringComparison.Ordinal) || l.StartsWith("PerfGate: passed", StringComparison.Ordinal));
        Assert.DoesNotContain('\r', run.Output.Replace(Environment.NewLine, "\n", StringComparison.Ordinal));
        Assert.DoesNotContain('\u202E', run.Output);
        Assert.Contains("Evil.A\\u000A::error title=forged::x", run.Output, StringComparison.Ordinal);
        var report = PerfGate.Reports.GateReportFile.Read(temp.File("report.json"));
        Assert.All(report.Diagnostics, d => Assert.DoesNotContain('\n', d.Message));
        Assert.All(report.Diagnostics, d => Assert.DoesNotContain('\r', d.Message));
        Assert.All(report.Diagnostics, d => Assert.DoesNotContain('\u202E', d.Message));
        Assert.Contains(report.Benchmarks, b => b.Id == ids[0]);
    }

    [Fact]
    public void A_missing_baseline_is_exit_code_2()
    {
        var run = CliRun.Of("compare", "--baseline", "/nonexistent/baseline.json", "--results", TestData.Bdn("full"));

        Assert.Equal(2, run.ExitCode);
        Assert.Contains("/nonexistent/baseline.json", run.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void Help_documents_every_option()
    {
        var run = CliRun.Of("compare", "--help");

        Assert.Equal(0, run.ExitCode);
        foreach (var option in new[]
                 {
                     "--baseline", "--results", "--report", "console, md, json", "--time-threshold", "--alloc-threshold", "--override",
                 })
        {
            Assert.Contains(option, run.Output, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void In_GitHub_Actions_the_findings_are_also_written_as_workflow_commands()
    {
        using var temp = new TempDirectory();
        var (baseline, _) = RecordWithoutFailures(temp);

        var run = CliRun.Of(FakeEnvironment.GitHubActionsVariables(), "compare", "--baseline", baseline, "--results", TestData.Bdn("full"));

        Assert.Equal(1, run.ExitCode);
        Assert.Contains("failed        TinyBenchmarks.Throwing.AlwaysThrows", run.Output, StringComparison.Ordinal);
        Assert.Contains("\n::error title=PerfGate PG0103%3A TinyBenchmarks.Throwing.AlwaysThrows::PG0103: ", run.Output, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("--option-names", "msbuild")]
    [InlineData("--report", "console")]
    public void Started_by_MSBuild_or_outside_Actions_no_workflow_command_is_written(params string[] extra)
    {
        using var temp = new TempDirectory();
        var (baseline, _) = RecordWithoutFailures(temp);
        string[] args = ["compare", "--baseline", baseline, "--results", TestData.Bdn("full"), .. extra];

        var inActionsUnderMSBuild = extra[0] == "--option-names" ? CliRun.Of(FakeEnvironment.GitHubActionsVariables(), args) : CliRun.Of(args);

        Assert.Equal(1, inActionsUnderMSBuild.ExitCode);
        Assert.DoesNotContain("::error", inActionsUnderMSBuild.Output, StringComparison.Ordinal);
    }

    internal static (string Baseline, string Results) RecordWithoutFailures(TempDirectory temp)
    {
        var results = temp.CopyFrom(TestData.Bdn("full"), "results", f => !f.Contains("Throwing", StringComparison.Ordinal));
        var baseline = temp.File("baseline.json");
        var update = CliRun.Of("baseline", "update", "--results", results, "--baseline", baseline);
        Assert.Equal(0, update.ExitCode);
        return (baseline, results);
    }
}
