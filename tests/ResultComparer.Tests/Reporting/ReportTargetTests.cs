using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting;

public sealed class ReportTargetTests
{
    [Fact]
    public void A_report_path_that_is_a_folder_is_refused_before_anything_runs()
    {
        using var temp = new TempDirectory();
        var folder = Directory.CreateDirectory(temp.File("reports")).FullName;
        var results = Path.Combine(TestData.Bdn("full"), "TinyBenchmarks.Hashing-report-full.json");

        // The baseline does not exist: the folder must be found first, while parsing the options.
        var run = CliRun.Of("compare", "--baseline", temp.File("missing.json"), "--results", results, "--report", $"json={folder}");

        Assert.Equal(2, run.ExitCode);
        Assert.Equal(
            $"perfgate compare: error: --report: 'json={folder}' names a folder, not a file. Write 'json={Path.Combine(folder, "perfgate-report.json")}' or another file path.",
            run.Error.Trim());
    }

    /// <summary>On Windows and macOS, whose file systems ignore case, a report named like the baseline but for its case is
    /// the baseline; on Linux it is another file.</summary>
    [Theory]
    [InlineData(StringComparison.OrdinalIgnoreCase, true)]
    [InlineData(StringComparison.Ordinal, false)]
    public void A_report_differing_from_the_baseline_or_the_results_only_in_case_is_refused_where_case_is_ignored(StringComparison comparison, bool refused)
    {
        using var temp = new TempDirectory();
        var baseline = temp.File("perfgate-baseline.json");
        var results = temp.File("results");

        var overBaseline = Record.Exception(() => ReportTarget.EnsureNoneOverwrites([ReportTarget.Parse($"json={temp.File("Perfgate-Baseline.json")}")], baseline, results, comparison));
        var amongResults = Record.Exception(() => ReportTarget.EnsureNoneOverwrites([ReportTarget.Parse($"md={temp.File("Results/report.md")}")], baseline, results, comparison));
        var besideResults = Record.Exception(() => ReportTarget.EnsureNoneOverwrites([ReportTarget.Parse($"json={temp.File("results-report.json")}")], baseline, results, comparison));

        Assert.Equal(refused, overBaseline is PerfGateInputException { Message: var m1 } && m1.Contains("would overwrite the baseline", StringComparison.Ordinal));
        Assert.Equal(refused, amongResults is PerfGateInputException { Message: var m2 } && m2.Contains("among the benchmark results", StringComparison.Ordinal));
        Assert.Null(besideResults);
    }
}
