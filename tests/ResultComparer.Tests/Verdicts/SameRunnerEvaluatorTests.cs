using PerfGate.Model;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

/// <summary>
/// The same-runner verdicts: time on base/head launch pairs, allocations against the committed baseline, and what
/// is said about benchmarks the base revision does not have.
/// </summary>
public sealed class SameRunnerEvaluatorTests
{
    private const string Steady = "Bench.Steady";
    private const string Slowed = "Bench.Slowed";
    private const string Added = "Bench.Added";

    // The machine slows down by 70 % over the eight pairs (a CPU hog starts), alike for base and head.
    private static readonly double[] Machine = [1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7];

    [Fact]
    public void Drift_across_the_pairs_fails_nothing_while_a_real_slowdown_inside_it_fails_the_gate()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0), SyntheticRuns.Benchmark(Slowed, 100, 0));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 0), Launch(Slowed, 100 * m, 0)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, 0), Launch(Slowed, 130 * m, 0)]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default);

        Assert.Equal(BenchmarkStatus.Unchanged, Verdict(result, Steady).Status);
        Assert.Equal(BenchmarkStatus.Regressed, Verdict(result, Slowed).Status);
        Assert.False(Verdict(result, Slowed).Time!.Advisory);
        Assert.Equal(8, Verdict(result, Slowed).Time!.BaselineLaunchCount);
        Assert.Null(result.ConditionShift);
        Assert.False(result.Passed);

        // The committed-baseline mode on the same head launches: the drift alone "regresses" the steady benchmark.
        var committedMode = GateEvaluator.Evaluate(committed, PerfGate.Pooling.ResultPooling.PoolRuns(headLaunches), GateSettings.Default with { LaunchSpreadFactor = 0 });
        Assert.Equal(MetricStatus.Regressed, Verdict(committedMode, Steady).Time!.Status);
    }

    [Fact]
    public void Allocations_gate_against_the_committed_baseline_and_the_base_difference_is_reported()
    {
        // The committed baseline says 0 B; base and head both allocate 72 B: it fails on allocations
        // (deterministic, against the committed file), and base and head agree, so no base/head line.
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0), SyntheticRuns.Benchmark(Slowed, 100, 0));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 72), Launch(Slowed, 100 * m, 0)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, 72), Launch(Slowed, 100 * m, 144)]);

        var report = GateReportBuilder.From(SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default) with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "origin/main", "0123456789abcdef", "fedcba9876543210", 5),
        });

        Assert.Contains(report.Diagnostics, d => d.Code == DiagnosticCodes.AllocationRegressed && d.BenchmarkId == Steady);
        Assert.Equal(72, report.Benchmarks.Single(b => b.Id == Steady).BaseRevisionBytes);
        Assert.DoesNotContain(report.Diagnostics, d => d.Code == DiagnosticCodes.AllocationDiffersFromBase && d.BenchmarkId == Steady);
        var differs = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.AllocationDiffersFromBase);
        Assert.Equal(Slowed, differs.BenchmarkId);
        Assert.Contains("0123456789ab", differs.Message, StringComparison.Ordinal);
        Assert.Equal(ReportComparison.SameRunnerMode, report.Comparison!.Mode);
    }

    [Fact]
    public void One_launch_that_allocated_a_little_more_does_not_fail_unchanged_code()
    {
        // Measured under a CPU hog: an async benchmark's B/op moved by 1.5 % in one launch of ten.
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 84_792));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 84_792)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, m == Machine[2] ? 86_016 : 84_792)]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default);

        Assert.Equal(MetricStatus.Unchanged, Verdict(result, Steady).Allocation!.Status);
        Assert.Equal(84_792, Verdict(result, Steady).Allocation!.CurrentBytes);
        Assert.True(result.Passed);
    }

    [Fact]
    public void An_allocation_change_in_every_launch_still_fails()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 84_792));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 84_792)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, m == Machine[2] ? 84_792 : 127_188)]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default);

        Assert.Equal(MetricStatus.Regressed, Verdict(result, Steady).Allocation!.Status);
        Assert.Equal(84_792, Verdict(result, Steady).BaseRevisionBytes);
    }

    [Fact]
    public void A_benchmark_the_base_revision_does_not_have_gets_no_time_verdict_and_a_warning()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0), SyntheticRuns.Benchmark(Added, 100, 0));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 0)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, 0), Launch(Added, 500 * m, 0)]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default);
        var report = GateReportBuilder.From(result with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "origin/main", "0123456789abcdef", null, 5),
        });

        var added = Verdict(result, Added);
        Assert.Null(added.Time);
        Assert.Equal(BenchmarkStatus.Unchanged, added.Status);
        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.NotInBaseRevision);
        Assert.Equal(Added, warning.BenchmarkId);
        Assert.Contains("no time verdict", warning.Message, StringComparison.Ordinal);
        Assert.True(report.Passed);
    }

    [Fact]
    public void A_base_without_any_benchmark_leaves_time_unjudged_and_says_so()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Added, 100, 0));
        var headLaunches = new List<BenchmarkRun> { SyntheticRuns.Run(Launch(Added, 100, 0)) };

        var result = SameRunnerEvaluator.Evaluate(committed, [], headLaunches, GateSettings.Default);
        var report = GateReportBuilder.From(result with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, false, "The benchmark project is new since origin/main: no time verdicts.", "origin/main", "0123", null, 0),
        });

        Assert.Null(Verdict(result, Added).Time);
        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.NotInBaseRevision);
        Assert.Null(warning.BenchmarkId);
        Assert.Contains("new since origin/main", warning.Message, StringComparison.Ordinal);
    }

    private static List<BenchmarkRun> Launches(Func<double, BenchmarkResult[]> benchmarks) =>
        [.. Machine.Select(m => SyntheticRuns.Run(benchmarks(m)))];

    // One launch: five iterations within 0.2 % of each other.
    private static BenchmarkResult Launch(string id, double medianNs, long bytes) =>
        new(id, [medianNs * 0.999, medianNs, medianNs * 1.001, medianNs * 0.998, medianNs * 1.002], bytes) { LaunchSizes = [5] };

    private static BenchmarkVerdict Verdict(GateResult result, string id) => result.Benchmarks.Single(b => b.Id == id);
}
