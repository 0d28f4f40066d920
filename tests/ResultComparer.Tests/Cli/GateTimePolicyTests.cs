using PerfGate.Baseline;
using PerfGate.Layout;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// Honest defaults: time against a committed baseline fails the gate only on a machine declared stable
/// (<c>--stable-machine</c> / PerfGateStableMachine); elsewhere the regression is a warning that says why.
/// </summary>
public sealed class GateTimePolicyTests
{
    private const string Slowed = "TinyBenchmarks.AsyncPaths.ValueTaskFastPath(Depth: 1)";

    [Fact]
    public void A_time_regression_against_the_committed_baseline_warns_without_a_stable_machine()
    {
        using var temp = new TempDirectory();
        var (baseline, layout) = BaselineTenTimesFaster(temp);

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", layout.ArtifactsPath, "--reuse-results");

        Assert.Equal(0, run.ExitCode);
        var report = GateReportFile.Read(layout.ReportJsonPath);
        Assert.True(report.Passed);
        Assert.Equal(ReportComparison.CommittedBaselineMode, report.Comparison!.Mode);
        Assert.False(report.Comparison.TimeGates);
        var advisory = Assert.Single(report.Diagnostics, d => d.Code == "PG0205");
        Assert.Contains("not declared stable", advisory.Message, StringComparison.Ordinal);
        var why = Assert.Single(report.Diagnostics, d => d.Code == "PG0220");
        Assert.Equal(PerfGate.Reporting.DiagnosticSeverity.Warning, why.Severity);
        Assert.Contains("PerfGateStableMachine", why.Message, StringComparison.Ordinal);
        Assert.True(report.Benchmarks.Single(b => b.Id == Slowed).Time!.Advisory);
        // The reason travels with the verdict, through the JSON report and back.
        Assert.Equal(PerfGate.Verdicts.TimeAdvisoryReason.UnstableMachine, report.Benchmarks.Single(b => b.Id == Slowed).Time!.AdvisoryReason);
        Assert.Contains("\"advisoryReason\": \"unstableMachine\"", File.ReadAllText(layout.ReportJsonPath), StringComparison.Ordinal);
    }

    [Fact]
    public void The_same_regression_fails_the_gate_on_a_machine_declared_stable()
    {
        using var temp = new TempDirectory();
        var (baseline, layout) = BaselineTenTimesFaster(temp);

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", layout.ArtifactsPath, "--reuse-results", "--stable-machine");

        Assert.Equal(1, run.ExitCode);
        var report = GateReportFile.Read(layout.ReportJsonPath);
        Assert.True(report.Comparison!.TimeGates);
        Assert.Contains(report.Diagnostics, d => d.Code == "PG0102" && d.BenchmarkId == Slowed);
        Assert.DoesNotContain(report.Diagnostics, d => d.Code == "PG0220");
        Assert.Contains(report.Diagnostics, d => d.Code == "PG0223");
    }

    [Fact]
    public void Without_a_time_regression_the_policy_is_one_quiet_line()
    {
        using var temp = new TempDirectory();
        var (baseline, results) = CompareCommandTests.RecordWithoutFailures(temp);
        var layout = new RunLayout(temp.File("artifacts"));
        temp.CopyFrom(results, Path.Combine("artifacts", RunLayout.ResultsFolderName));

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", layout.ArtifactsPath, "--reuse-results");

        Assert.Equal(0, run.ExitCode);
        var line = Assert.Single(GateReportFile.Read(layout.ReportJsonPath).Diagnostics, d => d.Code == "PG0220");
        Assert.Equal(PerfGate.Reporting.DiagnosticSeverity.Message, line.Severity);
    }

    [Fact]
    public void A_revision_to_compare_with_cannot_be_measured_from_reused_results()
    {
        using var temp = new TempDirectory();
        var (baseline, layout) = BaselineTenTimesFaster(temp);

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", layout.ArtifactsPath, "--reuse-results", "--compare-to", "origin/main");

        Assert.Equal(2, run.ExitCode);
        Assert.Contains("--compare-to", run.Error, StringComparison.Ordinal);
        Assert.Contains("reused results", run.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", run.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_compare_to_value_git_would_read_as_an_option_is_refused()
    {
        using var temp = new TempDirectory();
        var (baseline, layout) = BaselineTenTimesFaster(temp);

        var run = CliRun.Of("gate", "--baseline", baseline, "--artifacts", layout.ArtifactsPath, "--reuse-results", "--compare-to=--output=x");

        Assert.Equal(2, run.ExitCode);
        Assert.Contains("is not a git revision", run.Error, StringComparison.Ordinal);
    }

    /// <summary>A baseline claiming one benchmark ran ten times faster than the results say: a +900 % slowdown.</summary>
    private static (string Baseline, RunLayout Layout) BaselineTenTimesFaster(TempDirectory temp)
    {
        var (baselinePath, results) = CompareCommandTests.RecordWithoutFailures(temp);
        var baseline = BaselineReader.Read(baselinePath);
        BaselineWriter.WriteAtomically(baselinePath, baseline with
        {
            Benchmarks = [.. baseline.Benchmarks.Select(b => b.Id == Slowed ? b with { SamplesNs = [.. b.SamplesNs.Select(s => s / 10)] } : b)],
        });
        var layout = new RunLayout(temp.File("artifacts"));
        temp.CopyFrom(results, Path.Combine("artifacts", RunLayout.ResultsFolderName));
        return (baselinePath, layout);
    }
}
