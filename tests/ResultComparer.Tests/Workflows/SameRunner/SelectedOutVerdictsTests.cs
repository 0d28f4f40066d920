using PerfGate.Git;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Statistics;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Tests.Workflows.SameRunner;

/// <summary>
/// A pull request that only adds benchmarks, and touches nothing the existing ones execute: the selection measures the
/// new ones (the base lacks them) and proves the others unchanged. Found on the Open XML SDK's history (its commit
/// 3f8cb2bd adds three benchmarks), where the gate failed with "nothing to compare" under the default selection and
/// passed with every method measured.
/// </summary>
public sealed class SelectedOutVerdictsTests
{
    private const string Old = "Bench.Old";
    private const string New = "Bench.New";
    private static readonly PairedLooks Looks = new(GateDefaults.SameRunnerFirstPairs);
    private static readonly BaseRevision Revision = new("origin/main", "0123456789abcdef0123", "fedcba9876543210fedc", "/repo", IsMergeBase: true);
    private static readonly ReportSelection Skipped = new(false, "unchanged: no code it executes changed (120 methods compared)", [], 120);

    [Fact]
    public void Benchmarks_the_selection_proved_unchanged_are_something_compared_when_every_one_measured_is_new()
    {
        // The committed baseline as the gate passes it: the skipped method's entries taken out.
        var committed = SyntheticRuns.Baseline();
        var headLaunches = new List<BenchmarkRun> { SyntheticRuns.Run(SyntheticRuns.Benchmark(New, 100, 64)) };
        var selectedOut = new List<BenchmarkVerdict> { new(Old, BenchmarkStatus.Unchanged, null, null) { Selection = Skipped } };

        var result = SameRunnerGate.Judge(committed, [], headLaunches, GateSettings.Default, Looks, Revision, GateDefaults.Category, selectedOut: selectedOut);

        Assert.Empty(result.Problems);
        Assert.True(result.Passed);
        Assert.StartsWith("Head against", result.Comparison!.Note, StringComparison.Ordinal);
        Assert.Contains("every benchmark method measured is new", result.Comparison.Note, StringComparison.Ordinal);
        Assert.DoesNotContain("has no benchmark in category", result.Comparison.Note, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_a_method_proved_unchanged_a_gate_of_new_benchmarks_alone_still_has_nothing_to_compare()
    {
        var headLaunches = new List<BenchmarkRun> { SyntheticRuns.Run(SyntheticRuns.Benchmark(New, 100, 64)) };

        var result = SameRunnerGate.Judge(SyntheticRuns.Baseline(), [], headLaunches, GateSettings.Default, Looks, Revision, GateDefaults.Category);

        Assert.False(result.Passed);
        Assert.StartsWith("Nothing to compare", Assert.Single(result.Problems), StringComparison.Ordinal);
        var report = GateReportBuilder.From(result);
        Assert.Equal(DiagnosticCodes.NothingToCompare, Assert.Single(report.Diagnostics, d => d.Severity == DiagnosticSeverity.Error).Code);
    }
}
