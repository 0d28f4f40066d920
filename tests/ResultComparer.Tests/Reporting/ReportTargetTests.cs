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
}
