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

    private const string NotAProperty = "is not an MSBuild property: write Name=Value (a name of letters, digits, '_' and '-', not starting with a digit or '-'), e.g. Configuration=Release.";
    private const string CaseTimeoutHint = "Use whole seconds or minutes from 10s to 60m, such as '120s' or '5m'. It is the least time one benchmark case may run before it is taken as hung.";
    private const string PairsHint = "It is the most pairs a method gets; every method gets 5, 6 and then 8 unless every case is already unchanged, and only an undecided one more. More pairs cost more benchmark time.";

    /// <summary>A typo costs seconds, not a run: every value is checked before any benchmark runs, and the message names
    /// the setting as its user spelled it (the MSBuild property when the MSBuild task runs the tool).</summary>
    [Theory]
    [InlineData("--time-threshold|5x|--option-names|msbuild", "PerfGateTimeThreshold: '5x' is not a time threshold. Use a positive percentage such as '5%' or '12.5%'.")]
    [InlineData("--compare-to|HEAD|--build-property|Release", "--build-property: 'Release' " + NotAProperty)]
    [InlineData("--compare-to|HEAD|--build-property|=Release", "--build-property: '=Release' " + NotAProperty)]
    [InlineData("--compare-to|HEAD|--build-property|9Lives=true", "--build-property: '9Lives=true' " + NotAProperty)]
    [InlineData("--compare-to|HEAD|--pairs|5", "--pairs: '5' is not a whole number from 8 to 30. " + PairsHint)]
    [InlineData("--compare-to|HEAD|--pairs|31", "--pairs: '31' is not a whole number from 8 to 30. " + PairsHint)]
    [InlineData("--compare-to|HEAD|--pairs|five", "--pairs: 'five' is not a whole number from 8 to 30. " + PairsHint)]
    [InlineData("--case-timeout|2h", "--case-timeout: '2h' is not a case timeout. " + CaseTimeoutHint)]
    [InlineData("--time-sampler|EventPipeX", "--time-sampler: unknown value 'EventPipeX'. Use auto, perf or eventpipe.")]
    [InlineData("--case-timeout|5|--option-names|msbuild", "PerfGateCaseTimeout: '5' is not a case timeout. " + CaseTimeoutHint)]
    public void A_bad_value_is_refused_before_anything_runs_naming_the_setting(string options, string message)
    {
        using var temp = new TempDirectory();
        var (baseline, _) = CompareCommandTests.RecordWithoutFailures(temp);
        var assembly = temp.File("Benchmarks.dll");
        File.WriteAllText(assembly, "not run: every value is checked first");

        string[] arguments = ["gate", "--baseline", baseline, "--artifacts", temp.File("artifacts"), "--assembly", assembly, .. options.Split('|')];

        var run = CliRun.Of(arguments);

        Assert.Equal(2, run.ExitCode);
        Assert.Equal($"perfgate gate: error: {message}", run.Error.Trim());
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
