using PerfGate.Layout;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// <c>perfgate gate</c> on the results of a finished run (<c>--reuse-results</c>) and its refusals; running real
/// benchmarks through it is the end-to-end tests' job.
/// </summary>
public sealed class GateCommandTests
{
    [Fact]
    public void A_failing_gate_still_writes_every_report_before_it_exits_1()
    {
        using var temp = new TempDirectory();
        var (baseline, _) = CompareCommandTests.RecordWithoutFailures(temp);
        var layout = new RunLayout(temp.File("artifacts"));
        // The Throwing benchmarks failed in this run: no data is never a pass.
        temp.CopyFrom(TestData.Bdn("full"), Path.Combine("artifacts", RunLayout.ResultsFolderName));

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", layout.ArtifactsPath, "--reuse-results");

        Assert.Equal(1, run.ExitCode);
        var report = GateReportFile.Read(layout.ReportJsonPath);
        Assert.False(report.Passed);
        Assert.Contains(report.Diagnostics, d => d.Code == "PG0103" && d.BenchmarkId == "TinyBenchmarks.Throwing.AlwaysThrows");
        Assert.StartsWith("## ❌ PerfGate: FAILED", File.ReadAllText(layout.ReportMarkdownPath), StringComparison.Ordinal);
        Assert.Contains(report.Summary.Line, run.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_misspelled_threshold_is_refused_before_anything_runs_naming_the_MSBuild_property_for_MSBuild()
    {
        using var temp = new TempDirectory();
        var (baseline, _) = CompareCommandTests.RecordWithoutFailures(temp);
        var assembly = temp.File("Benchmarks.dll");
        File.WriteAllText(assembly, "not run: the threshold is checked first");

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", temp.File("artifacts"), "--assembly", assembly,
            "--time-threshold", "5x", "--option-names", "msbuild");

        Assert.Equal(2, run.ExitCode);
        Assert.Equal("perfgate gate: error: PerfGateTimeThreshold: '5x' is not a time threshold. Use a positive percentage such as '5%' or '12.5%'.", run.Error.Trim());
        Assert.False(File.Exists(RunLayout.LogPath(temp.File("artifacts"))));
    }

    [Theory]
    [InlineData("Release")]
    [InlineData("=Release")]
    [InlineData("9Lives=true")]
    public void A_build_property_that_is_not_Name_equals_Value_is_refused_before_anything_runs_naming_the_option(string property)
    {
        using var temp = new TempDirectory();
        var (baseline, _) = CompareCommandTests.RecordWithoutFailures(temp);
        var assembly = temp.File("Benchmarks.dll");
        File.WriteAllText(assembly, "not run: the build property is checked first");

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", temp.File("artifacts"), "--assembly", assembly, "--compare-to", "HEAD", "--build-property", property);

        Assert.Equal(2, run.ExitCode);
        Assert.Equal($"perfgate gate: error: --build-property: '{property}' is not an MSBuild property: write Name=Value (a name of letters, digits, '_' and '-', not starting with a digit or '-'), e.g. Configuration=Release.", run.Error.Trim());
        Assert.False(File.Exists(RunLayout.LogPath(temp.File("artifacts"))));
    }

    [Theory]
    [InlineData("5")]
    [InlineData("31")]
    [InlineData("five")]
    public void A_pair_count_the_paired_test_cannot_use_is_refused_before_anything_runs_naming_the_option(string pairs)
    {
        using var temp = new TempDirectory();
        var (baseline, _) = CompareCommandTests.RecordWithoutFailures(temp);
        var assembly = temp.File("Benchmarks.dll");
        File.WriteAllText(assembly, "not run: the pair count is checked first");

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", temp.File("artifacts"), "--assembly", assembly, "--compare-to", "HEAD", "--pairs", pairs);

        Assert.Equal(2, run.ExitCode);
        Assert.Equal(
            $"perfgate gate: error: --pairs: '{pairs}' is not a whole number from 8 to 30. {PerfGate.Options.CountOption.Pairs.Hint}",
            run.Error.Trim());
        Assert.False(File.Exists(RunLayout.LogPath(temp.File("artifacts"))));
    }

    [Fact]
    public void Reusing_results_when_there_is_no_last_run_says_what_to_do()
    {
        using var temp = new TempDirectory();
        var (baseline, _) = CompareCommandTests.RecordWithoutFailures(temp);

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", temp.File("empty"), "--reuse-results");

        Assert.Equal(2, run.ExitCode);
        Assert.Contains("--reuse-results: there are no results to reuse in", run.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_stale_report_never_stands_in_for_a_gate_that_wrote_none()
    {
        using var temp = new TempDirectory();
        var layout = new RunLayout(temp.File("artifacts"));
        Directory.CreateDirectory(layout.ArtifactsPath);
        File.WriteAllText(layout.ReportJsonPath, "{ \"passed\": true }");

        var run = CliRun.Of("gate", "--baseline", temp.File("missing-baseline.json"), "--artifacts", layout.ArtifactsPath, "--reuse-results");

        Assert.Equal(2, run.ExitCode);
        Assert.False(File.Exists(layout.ReportJsonPath));
    }
}
