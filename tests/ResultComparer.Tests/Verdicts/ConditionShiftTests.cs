using PerfGate.Reporting;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

public sealed class ConditionShiftTests
{
    [Fact]
    public void A_run_where_nearly_every_benchmark_got_much_faster_is_not_reported_as_improvements()
    {
        // The sample's committed baseline, recorded under load, against a quiet run: 7 of 8 "improved" by 34–58 %.
        var result = Evaluate([(100, 55), (80, 50), (60, 30), (40, 26), (30, 17), (20, 13), (10, 6), (50, 50)]);

        Assert.NotNull(result.ConditionShift);
        Assert.Equal((7, 8), (result.ConditionShift!.Moved, result.ConditionShift.Compared));
        Assert.DoesNotContain(result.Benchmarks, b => b.Status == BenchmarkStatus.Improved);
        Assert.All(result.Benchmarks, b => Assert.True(b.Time!.Advisory));
        var report = GateReportBuilder.From(result);
        var warning = Assert.Single(report.Diagnostics, d => d.Code == "PG0209");
        Assert.StartsWith("Time is advisory in this run: 7 of 8 benchmarks moved the same way by more than 15% (time geomean ×0.", warning.Message, StringComparison.Ordinal);
        Assert.True(report.Passed);
    }

    [Fact]
    public void A_whole_run_slowed_by_its_machine_does_not_fail_on_time_but_still_fails_on_allocation()
    {
        var result = Evaluate([(100, 140), (80, 110), (60, 85), (40, 60)], allocationRegressedIndex: 2);

        Assert.NotNull(result.ConditionShift);
        Assert.DoesNotContain(result.Benchmarks, b => b.Time is { Status: MetricStatus.Regressed, Advisory: false });
        Assert.Equal(["Bench.C2"], result.Benchmarks.Where(b => b.IsOffending).Select(b => b.Id));
    }

    [Fact]
    public void One_benchmark_slower_among_unchanged_ones_is_a_regression_not_a_shift()
    {
        var result = Evaluate([(100, 160), (80, 81), (60, 59), (40, 40), (30, 30)]);

        Assert.Null(result.ConditionShift);
        Assert.Equal(MetricStatus.Regressed, result.Benchmarks.Single(b => b.Id == "Bench.C0").Time!.Status);
        Assert.False(result.Passed);
    }

    [Fact]
    public void Three_benchmarks_moving_alike_are_too_few_to_blame_the_machine()
    {
        var result = Evaluate([(100, 160), (80, 130), (60, 100)]);

        Assert.Null(result.ConditionShift);
        Assert.False(result.Passed);
    }

    private static GateResult Evaluate((double Baseline, double Current)[] medians, int allocationRegressedIndex = -1)
    {
        var baseline = SyntheticRuns.Baseline([.. medians.Select((m, i) => SyntheticRuns.Benchmark($"Bench.C{i}", m.Baseline, 64))]);
        var current = SyntheticRuns.Run([.. medians.Select((m, i) => SyntheticRuns.Benchmark($"Bench.C{i}", m.Current, i == allocationRegressedIndex ? 128 : 64))]);
        return GateEvaluator.Evaluate(baseline, current, GateSettings.Default);
    }
}
