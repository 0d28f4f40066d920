using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Reporting;

/// <summary>
/// BenchmarkDotNet 0.15.2 changed how small allocations are measured (dotnet/BenchmarkDotNet#2562). Upgrading
/// BenchmarkDotNet against an older baseline can therefore move B/op without any code change. The decision:
/// allocations still gate (the same pull request may also hold a real regression), and a warning names both
/// versions, so a failure that comes from the upgrade is never silent.
/// </summary>
public sealed class BenchmarkDotNetVersionDiagnosticTests
{
    private const string PadLeft = "TinyBenchmarks.Formatting.PadLeft(width: 8)";

    [Fact]
    public void A_byte_difference_after_a_version_upgrade_fails_with_a_warning_naming_both_versions()
    {
        var baseline = BaselineDocument.FromRun(ResultsLoader.Load(TestData.BdnVersion("0.14.0", "compressed")));
        var upgraded = ResultsLoader.Load(TestData.BdnVersion("0.15.8", "compressed"));
        // As if the new version counted 8 bytes more for this benchmark.
        var current = upgraded with
        {
            Benchmarks = [.. upgraded.Benchmarks.Select(b => b.Id == PadLeft ? b with { BytesAllocatedPerOperation = b.BytesAllocatedPerOperation + 8 } : b)],
        };

        var report = GateReportBuilder.From(GateEvaluator.Evaluate(baseline, current, GateSettings.Default));

        Assert.False(report.Passed);
        Assert.Contains(report.Diagnostics, d => d is { Severity: DiagnosticSeverity.Error, Code: DiagnosticCodes.AllocationRegressed, BenchmarkId: PadLeft });
        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.BenchmarkDotNetVersionChanged);
        Assert.Equal(DiagnosticSeverity.Warning, warning.Severity);
        Assert.Contains("BenchmarkDotNet 0.14.0, this run with 0.15.8", warning.Message, StringComparison.Ordinal);
        Assert.DoesNotContain(report.Diagnostics, d => d.Code == DiagnosticCodes.HostMismatch);
    }

    [Fact]
    public void The_same_version_on_both_sides_says_nothing_about_versions()
    {
        var run = ResultsLoader.Load(TestData.BdnVersion("0.15.8", "compressed"));

        var report = GateReportBuilder.From(GateEvaluator.Evaluate(BaselineDocument.FromRun(run), run, GateSettings.Default));

        Assert.DoesNotContain(report.Diagnostics, d => d.Code == DiagnosticCodes.BenchmarkDotNetVersionChanged);
    }
}
