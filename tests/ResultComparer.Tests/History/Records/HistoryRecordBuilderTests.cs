using PerfGate.History.Records;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.History.Records;

/// <summary>A merge's record is made only from a same-runner gate's report: the merge and its parent measured side by side.</summary>
public sealed class HistoryRecordBuilderTests
{
    private static readonly DateTimeOffset Date = new(2026, 11, 28, 9, 0, 0, TimeSpan.Zero);

    [Fact]
    public void A_same_runner_report_becomes_a_record_of_its_pairs_and_both_sides_bytes()
    {
        var report = SameRunnerReport();

        var record = HistoryRecordBuilder.FromReport(report, "report.json", Date, Date.AddMinutes(5));

        Assert.Equal(("fedcba9876543210", "0123456789abcdef", 8), (record.Commit, record.Parent, record.Pairs));
        var measured = record.Benchmarks.Single(b => b.PairRatios is not null);
        Assert.Equal([1.04, 1.05, 1.03, 1.04, 1.06, 1.04], measured.PairRatios!);
        Assert.Equal((72L, 48L), (measured.Bytes!.Value, measured.ParentBytes!.Value));
        Assert.Equal(HistoryRecord.CurrentSchemaVersion, record.SchemaVersion);
    }

    [Fact]
    public void A_report_against_the_committed_baseline_is_refused_because_it_chained_two_machines()
    {
        var refused = Assert.Throws<PerfGateInputException>(() => HistoryRecordBuilder.FromReport(SampleGateResult.CreateReport(), "report.json", Date, Date));

        Assert.Contains("report.json: not the report of a same-runner gate", refused.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_gate_whose_parent_did_not_build_has_nothing_to_record()
    {
        var report = SameRunnerReport() with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, false, "note", "HEAD^1", "0123456789abcdef", "fedcba9876543210", 0) { BaseDidNotBuild = true },
        };

        var refused = Assert.Throws<PerfGateInputException>(() => HistoryRecordBuilder.FromReport(report, "report.json", Date, Date));

        Assert.Contains("the parent did not build", refused.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_gate_that_measured_nothing_because_no_code_changed_records_steps_of_exactly_one()
    {
        var report = SameRunnerReport();
        var skipped = new ReportSelection(false, "unchanged: no code it executes changed (12 methods compared)", [], 12);
        report = report with
        {
            Benchmarks = [.. report.Benchmarks.Select(b => b with { Time = null, Allocation = null, BaseRevisionBytes = null, Status = PerfGate.Verdicts.BenchmarkStatus.Unchanged, Selection = skipped })],
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "HEAD^1", "0123456789abcdef", "fedcba9876543210", 0)
            {
                Selection = new ReportSelectionSummary("changed", 0, 3, [], 1),
            },
        };

        var record = HistoryRecordBuilder.FromReport(report, "report.json", Date, Date);

        Assert.All(record.Benchmarks, b => Assert.Equal((true, (IReadOnlyList<double>?)null), (b.SameCode == true, b.PairRatios)));
        Assert.Equal(0, record.Pairs);
    }

    private static GateReport SameRunnerReport()
    {
        var report = SampleGateResult.CreateReport();
        var first = report.Benchmarks.First(b => b.Time is not null && b.Allocation is not null);
        var measured = first with
        {
            Time = first.Time! with { PairRatios = [1.04, 1.05, 1.03, 1.04, 1.06, 1.04] },
            Allocation = first.Allocation! with { CurrentBytes = 72, BaselineBytes = 48, Reference = ReportAllocation.BaseRevisionReference },
            BaseRevisionBytes = 48,
        };
        return report with
        {
            Benchmarks = [measured, .. report.Benchmarks.Where(b => b != first).Select(b => b with { Time = b.Time is null ? null : b.Time with { PairRatios = null } })],
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "HEAD^1", "0123456789abcdef", "fedcba9876543210", 8),
        };
    }
}
