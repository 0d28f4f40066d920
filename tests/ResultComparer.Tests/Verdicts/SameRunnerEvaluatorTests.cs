using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.Console;
using PerfGate.Reporting.GitHub;
using PerfGate.Reporting.Markdown;
using PerfGate.Reports;
using PerfGate.Statistics;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

/// <summary>
/// The same-runner verdicts: time on base/head launch pairs, allocations on each side's launches (the committed
/// baseline only for benchmarks the base revision lacks), and what is said about benchmarks the base does not have.
/// </summary>
public sealed class SameRunnerEvaluatorTests
{
    private static readonly PairedLooks Looks = new(GateDefaults.SameRunnerPairs);

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

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks);

        Assert.Equal(BenchmarkStatus.Unchanged, Verdict(result, Steady).Status);
        Assert.Equal(BenchmarkStatus.Regressed, Verdict(result, Slowed).Status);
        Assert.False(Verdict(result, Slowed).Time!.Advisory);
        Assert.Equal(8, Verdict(result, Slowed).Time!.BaselineLaunchCount);
        // Every benchmark moved ×1.0–×1.7 across the pairs: the committed-baseline mode's "the machine's conditions
        // shifted" (PG0209, time advisory) would be a false excuse here, where both sides shifted alike.
        Assert.DoesNotContain(GateReportBuilder.From(result).Diagnostics, d => d.Code == DiagnosticCodes.ConditionShift);
        Assert.False(result.Passed);

        // The committed-baseline mode on the same head launches: the drift alone "regresses" the steady benchmark.
        var committedMode = GateEvaluator.Evaluate(committed, PerfGate.Pooling.ResultPooling.PoolRuns(headLaunches), GateSettings.Default with { LaunchSpreadFactor = 0 });
        Assert.Equal(MetricStatus.Regressed, Verdict(committedMode, Steady).Time!.Status);
    }

    [Fact]
    public void No_time_verdict_rests_on_the_committed_baseline_so_its_launch_count_is_never_reported()
    {
        // The committed baseline has one launch (per-iteration test only): in the committed-baseline mode that is
        // PG0212 ("use the ci job"). The same-runner mode judges time on the pairs alone and must not say it.
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0));
        Assert.NotNull(GateEvaluator.Evaluate(committed, SyntheticRuns.Run(SyntheticRuns.Benchmark(Steady, 100, 0)), GateSettings.Default).TimeNotOnLaunches);
        var launches = Launches(m => [Launch(Steady, 100 * m, 0)]);

        var result = SameRunnerEvaluator.Evaluate(committed, launches, launches, GateSettings.Default, Looks);

        Assert.Null(result.TimeNotOnLaunches);
        Assert.DoesNotContain(GateReportBuilder.From(result).Diagnostics, d => d.Code == DiagnosticCodes.TimeNotOnLaunches);
    }

    [Fact]
    public void Every_rendering_says_what_the_run_could_see()
    {
        // 8 pairs whose head launches wobble ±2 % around the base's: unchanged, and the run could see a few per cent.
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0));
        double[] wobble = [1.01, 0.99, 1.02, 0.98, 1.0, 1.015, 0.985, 1.005];
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 0)]);
        var i = 0;
        var headLaunches = Launches(m => [Launch(Steady, 100 * m * wobble[i++ % wobble.Length], 0)]);

        var report = GateReportBuilder.From(SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks) with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "origin/main", "0123456789abcdef", "fedcba9876543210", 8),
        });

        var time = report.Benchmarks.Single().Time!;
        Assert.Equal(MetricStatus.Unchanged, time.Status);
        Assert.InRange(time.CouldSee!.Value, 0.05, 0.15);
        var couldSee = $"could see ≥ {PerfGate.Formatting.Units.Change(1 + time.CouldSee.Value)}";
        Assert.Contains(couldSee, new MarkdownReporter().Render(report), StringComparison.Ordinal);
        Assert.Contains(couldSee, new ConsoleTableReporter().Render(report), StringComparison.Ordinal);
        Assert.Contains(couldSee, StickyCommentBody.Render(report, StickyCommentMarker.For("perfgate-baseline.json"), runUrl: null), StringComparison.Ordinal);
        Assert.Equal(new ReportTimeSensitivity(1, time.CouldSee, time.CouldSee, 0), report.Summary.TimeSensitivity);
        Assert.EndsWith($"; time judged on 1, {couldSee}", report.Summary.Line, StringComparison.Ordinal);
    }

    [Fact]
    public void Allocations_gate_against_the_base_revisions_launches_not_the_out_of_process_committed_baseline()
    {
        // Recorded out of process, the committed baseline says 4,432 and 1,752 B/op; launched in-process, the same code
        // allocates 4,240 and 1,712 (Autofac, measured). The head adds 40 B to Slowed: +2.3 % against the base, but
        // only 1,752 against the committed 1,752, which would pass it, and Steady would read "improved" by -4.3 %.
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 4_432), SyntheticRuns.Benchmark(Slowed, 100, 1_752));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 4_240), Launch(Slowed, 100 * m, 1_712)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, 4_240), Launch(Slowed, 100 * m, 1_752)]);

        var report = GateReportBuilder.From(SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks) with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "origin/main", "0123456789abcdef", "fedcba9876543210", 5),
        });

        var steady = report.Benchmarks.Single(b => b.Id == Steady);
        Assert.Equal((BenchmarkStatus.Unchanged, 4_240L, ReportAllocation.BaseRevisionReference), (steady.Status, steady.Allocation!.BaselineBytes!.Value, steady.Allocation.Reference));
        var slowed = report.Benchmarks.Single(b => b.Id == Slowed);
        Assert.Equal(BenchmarkStatus.Regressed, slowed.Status);
        Assert.Equal(new ReportByteRange(1_712, 1_712, Machine.Length), slowed.Allocation!.BaselineRange);
        var error = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.AllocationRegressed);
        Assert.Equal(Slowed, error.BenchmarkId);
        Assert.Contains("allocated 1.7 KB/op, base revision 1.7 KB/op (+2.3%, limit +1%)", error.Message, StringComparison.Ordinal);
        var reference = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.AllocationsJudgedAgainst);
        Assert.Equal(DiagnosticSeverity.Message, reference.Severity);
        Assert.StartsWith("Allocations: 2 benchmark(s) judged against the base revision 0123456789ab, launch by launch", reference.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("committed baseline", reference.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Bytes_that_vary_between_processes_do_not_fail_unchanged_code()
    {
        // Autofac's ChildScopeResolveBenchmark.Resolve, unchanged code, in the 8 pairs of a real same-runner gate
        // (eval/recordings/same-runner/autofac-asfound-quiet.json).
        long[] baseBytes = [31_837, 37_701, 37_703, 31_836, 37_702, 32_838, 37_703, 37_701];
        long[] headBytes = [37_701, 31_836, 32_837, 37_703, 31_837, 37_703, 31_836, 32_838];
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 33_000));
        var baseLaunches = Launches((i, m) => [Launch(Steady, 100 * m, baseBytes[i])]);
        var headLaunches = Launches((i, m) => [Launch(Steady, 100 * m, headBytes[i])]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks);

        var allocation = Verdict(result, Steady).Allocation!;
        Assert.Equal(MetricStatus.Unchanged, allocation.Status);
        Assert.Equal((31_836, 37_703), (allocation.BaselineRange!.Value.Min, allocation.BaselineRange.Value.Max));
        Assert.True(result.Passed);
        // The medians alone (37,701 → 32,837, -12.9 %) would have called it improved; the text shows the ranges judged.
        Assert.Equal(MetricStatus.Improved, PerfGate.Verdicts.AllocationComparer.Compare(allocation.BaselineBytes, allocation.CurrentBytes, AllocationThreshold.Default).Status);
        var reported = GateReportBuilder.From(result).Benchmarks.Single().Allocation!;
        Assert.Contains("head launches 31.1 KB–36.8 KB, base launches 31.1 KB–36.8 KB", VerdictText.Allocation(reported), StringComparison.Ordinal);
        Assert.Equal("31.1 KB–36.8 KB → 31.1 KB–36.8 KB", VerdictText.AllocatedBytes(reported));
    }

    [Fact]
    public void A_real_ten_percent_more_bytes_fails_even_when_the_bytes_vary_a_little()
    {
        // The sample's DataStreamer under a CPU hog (eval/recordings/same-runner/sample-hog1.json): 84,792–85,007 B/op.
        long[] baseBytes = [84_792, 84_812, 84_792, 85_007, 84_792, 84_792, 84_792, 84_792];
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 84_792));
        var baseLaunches = Launches((i, m) => [Launch(Steady, 100 * m, baseBytes[i])]);
        var headLaunches = Launches((i, m) => [Launch(Steady, 100 * m, baseBytes[^(i + 1)] * 11 / 10)]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks);

        Assert.Equal(BenchmarkStatus.Regressed, Verdict(result, Steady).Status);
        Assert.Equal(AllocationReference.BaseRevision, Verdict(result, Steady).Allocation!.Reference);
        Assert.False(result.Passed);
    }

    [Fact]
    public void A_benchmark_the_base_lacks_is_judged_against_the_committed_baseline_and_the_report_says_which()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 64), SyntheticRuns.Benchmark(Added, 100, 0));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 64)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, 64), Launch(Added, 500 * m, 72)]);

        var report = GateReportBuilder.From(SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks) with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "origin/main", "0123456789abcdef", null, 5),
        });

        var added = report.Benchmarks.Single(b => b.Id == Added);
        Assert.Equal((BenchmarkStatus.Regressed, ReportAllocation.CommittedBaselineReference), (added.Status, added.Allocation!.Reference));
        Assert.Null(added.Allocation.BaselineRange);
        Assert.Contains("allocated 72 B/op, baseline 0 B/op", report.Diagnostics.Single(d => d.Code == DiagnosticCodes.AllocationRegressed).Message, StringComparison.Ordinal);
        var reference = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.AllocationsJudgedAgainst);
        Assert.Equal("Allocations: 1 benchmark(s) judged against the base revision 0123456789ab, launch by launch (a regression only when every head launch " +
            "allocates more than every base launch by more than the limit: bytes per operation can differ between processes); 1 against the committed baseline (not in the base revision).",
            reference.Message);

        using var markdown = new StringWriter();
        new PerfGate.Reporting.Markdown.MarkdownReporter().Write(report, markdown);
        Assert.Contains("| allocated (vs committed baseline) | 0 B | 72 B |", markdown.ToString(), StringComparison.Ordinal);
        using var console = new StringWriter();
        new PerfGate.Reporting.Console.ConsoleTableReporter().Write(report, console);
        Assert.Contains("was allocation-free (vs committed baseline)", console.ToString(), StringComparison.Ordinal);
        Assert.Contains("+0% (vs base revision)", console.ToString(), StringComparison.Ordinal);
        Assert.Contains("note: Allocations: 1 benchmark(s) judged against the base revision", console.ToString(), StringComparison.Ordinal);
        var json = GateReportFile.Serialize(report);
        Assert.Contains("\"reference\": \"base-revision\"", json, StringComparison.Ordinal);
        Assert.Contains("\"baselineRange\": {", json, StringComparison.Ordinal);
        Assert.Contains("\"reference\": \"committed-baseline\"", json, StringComparison.Ordinal);
    }

    [Fact]
    public void A_time_regression_names_the_base_revision_in_the_same_runner_mode_and_the_baseline_otherwise()
    {
        var time = new TimeVerdict(MetricStatus.Regressed, 100, 150, 1.5, TimeThreshold.Default, 40, 40);
        var verdict = new BenchmarkVerdict(Slowed, BenchmarkStatus.Regressed, time, null);
        var result = new GateResult([verdict], HostComparison.Compare(SyntheticRuns.Host, SyntheticRuns.Host), GateSettings.Default, []);

        var paired = GateReportBuilder.From(result with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "origin/main", "0123456789abcdef", null, 8),
        }).Diagnostics.Single(d => d.Code == DiagnosticCodes.TimeRegressed).Message;
        var committed = GateReportBuilder.From(result with { Benchmarks = [verdict with { Time = time with { WidenedThreshold = new TimeThreshold(0.31) } }] })
            .Diagnostics.Single(d => d.Code == DiagnosticCodes.TimeRegressed).Message;

        Assert.Contains("time 150.00 ns/op, base revision 100.00 ns/op", paired, StringComparison.Ordinal);
        Assert.Contains("limit +5%)", paired, StringComparison.Ordinal);
        Assert.Contains("time 150.00 ns/op, baseline 100.00 ns/op", committed, StringComparison.Ordinal);
        Assert.Contains("limit +31% (widened from 5%: the baseline's launches spread widely)", committed, StringComparison.Ordinal);
    }

    [Fact]
    public void One_launch_that_allocated_a_little_more_does_not_fail_unchanged_code()
    {
        // Measured under a CPU hog: an async benchmark's B/op moved by 1.5 % in one launch of ten.
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 84_792));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 84_792)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, m == Machine[2] ? 86_016 : 84_792)]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks);

        Assert.Equal(MetricStatus.Unchanged, Verdict(result, Steady).Allocation!.Status);
        Assert.Equal(84_792, Verdict(result, Steady).Allocation!.CurrentBytes);
        Assert.True(result.Passed);
    }

    [Fact]
    public void An_allocation_change_in_every_launch_still_fails()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 84_792));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 84_792)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, 127_188)]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks);

        Assert.Equal(MetricStatus.Regressed, Verdict(result, Steady).Allocation!.Status);
        Assert.Equal(84_792, Verdict(result, Steady).BaseRevisionBytes);
    }

    [Fact]
    public void A_benchmark_the_base_revision_does_not_have_gets_no_time_verdict_and_a_warning()
    {
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0), SyntheticRuns.Benchmark(Added, 100, 0));
        var baseLaunches = Launches(m => [Launch(Steady, 100 * m, 0)]);
        var headLaunches = Launches(m => [Launch(Steady, 100 * m, 0), Launch(Added, 500 * m, 0)]);

        var result = SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks);
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

        var result = SameRunnerEvaluator.Evaluate(committed, [], headLaunches, GateSettings.Default, Looks);
        var report = GateReportBuilder.From(result with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, false, "The benchmark project is new since origin/main: no time verdicts.", "origin/main", "0123", null, 0),
        });

        Assert.Null(Verdict(result, Added).Time);
        var warning = Assert.Single(report.Diagnostics, d => d.Code == DiagnosticCodes.NotInBaseRevision);
        Assert.Null(warning.BenchmarkId);
        Assert.Contains("new since origin/main", warning.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_case_undecided_at_the_budget_after_a_failed_launch_dropped_its_pair_is_not_said_to_have_been_stopped_early()
    {
        // 16 rounds, head ±8 % around the base in turn (neither inside nor beyond ±5 % with the certainty asked); the
        // case failed in round 6's base launch, so 15 pairs. The budget's look was reached: nothing stopped it early.
        var committed = SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Steady, 100, 0));
        var baseLaunches = Enumerable.Range(0, 16).Select(i => SyntheticRuns.Run(Launch(Steady, 100, 0) with { Failed = i == 5 })).ToList();
        var headLaunches = Enumerable.Range(0, 16).Select(i => SyntheticRuns.Run(Launch(Steady, i % 2 == 0 ? 108 : 92, 0))).ToList();

        var time = Verdict(SameRunnerEvaluator.Evaluate(committed, baseLaunches, headLaunches, GateSettings.Default, Looks), Steady).Time!;

        Assert.Equal(MetricStatus.Inconclusive, time.Status);
        Assert.StartsWith("undecided after 15 pair(s)", time.Reason, StringComparison.Ordinal);
        Assert.DoesNotContain("got no more", time.Reason, StringComparison.Ordinal);
    }

    private static List<BenchmarkRun> Launches(Func<double, BenchmarkResult[]> benchmarks) =>
        [.. Machine.Select(m => SyntheticRuns.Run(benchmarks(m)))];

    /// <summary>One run per launch, with the launch's index (for bytes that differ by process).</summary>
    private static List<BenchmarkRun> Launches(Func<int, double, BenchmarkResult[]> benchmarks) =>
        [.. Machine.Select((m, i) => SyntheticRuns.Run(benchmarks(i, m)))];

    // One launch: five iterations within 0.2 % of each other.
    private static BenchmarkResult Launch(string id, double medianNs, long bytes) =>
        new(id, [medianNs * 0.999, medianNs, medianNs * 1.001, medianNs * 0.998, medianNs * 1.002], bytes) { LaunchSizes = [5] };

    private static BenchmarkVerdict Verdict(GateResult result, string id) => result.Benchmarks.Single(b => b.Id == id);
}
