using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

/// <summary>
/// The time test compares launches when it knows them. The data below has the shape measured on sample-repo
/// (docs/evaluation.md): iterations within one benchmark process agree to a fraction of a percent, while the
/// processes themselves sit several percent apart.
/// </summary>
public sealed class TimeComparerLaunchTests
{
    private static readonly GateSettings Defaults = GateSettings.Default;

    [Fact]
    public void Launches_that_overlap_are_not_a_regression_even_when_the_samples_look_significant()
    {
        // Every current launch is slower than some baseline launch by more than 5 %, but one baseline launch
        // (110) is slower than one current launch (104): the shift is within the launch-to-launch spread.
        var baseline = Launches(100, 110, 95);
        var current = Launches(108, 117, 104);

        var bySample = Compare(baseline, current, byLaunch: false);
        var byLaunch = Compare(baseline, current, byLaunch: true);

        Assert.Equal(MetricStatus.Regressed, bySample.Status);
        Assert.Equal(MetricStatus.Unchanged, byLaunch.Status);
        Assert.Equal(3, byLaunch.BaselineLaunchCount);
        Assert.Equal(3, byLaunch.CurrentLaunchCount);
        Assert.Null(bySample.BaselineLaunchCount);
    }

    [Fact]
    public void Every_launch_clearly_slower_is_a_regression()
    {
        var verdict = Compare(Launches(100, 103, 98), Launches(121, 125, 119), byLaunch: true);

        Assert.Equal(MetricStatus.Regressed, verdict.Status);
        Assert.Equal(1.2, verdict.Ratio, 0.03);
    }

    [Fact]
    public void Every_launch_clearly_faster_is_an_improvement()
    {
        var verdict = Compare(Launches(121, 125, 119), Launches(100, 103, 98), byLaunch: true);

        Assert.Equal(MetricStatus.Improved, verdict.Status);
    }

    [Fact]
    public void A_noisy_benchmarks_threshold_widens_to_half_its_baseline_launch_spread()
    {
        // Baseline launches 90, 100 and 140: a spread of (140 − 90) / 100 = 50 %, so the threshold is 25 %.
        var baseline = Launches(100, 140, 90);
        var current = Launches(160, 170, 165);

        var widened = Compare(baseline, current, byLaunch: true, launchSpreadFactor: 0.5);
        var fixedThreshold = Compare(baseline, current, byLaunch: true, launchSpreadFactor: 0);

        Assert.Equal(MetricStatus.Unchanged, widened.Status);
        Assert.Equal(0.25, widened.WidenedThreshold!.Value.Fraction, 1e-3);
        Assert.Contains("limit +25% (widened from 5%", PerfGate.Reporting.VerdictText.Time(PerfGate.Reporting.GateReportBuilder.Time(widened)), StringComparison.Ordinal);
        Assert.Equal(MetricStatus.Regressed, fixedThreshold.Status);
        Assert.Null(fixedThreshold.WidenedThreshold);
    }

    [Fact]
    public void A_quiet_benchmark_keeps_the_configured_threshold()
    {
        var verdict = Compare(Launches(100, 101, 99), Launches(109, 110, 108), byLaunch: true, launchSpreadFactor: 0.5);

        Assert.Null(verdict.WidenedThreshold);
        Assert.Equal(MetricStatus.Regressed, verdict.Status);
    }

    [Fact]
    public void Fewer_launches_than_the_minimum_fall_back_to_the_samples()
    {
        var baseline = Launches(100, 101);
        var current = Launches(120, 121);

        var verdict = Compare(baseline, current, byLaunch: true);

        // Two against two launches could never reach significance (p ≥ 1/6); the samples can.
        Assert.Equal(MetricStatus.Regressed, verdict.Status);
        Assert.Null(verdict.BaselineLaunchCount);
    }

    [Fact]
    public void A_result_splits_its_samples_by_launch_size_and_refuses_sizes_that_do_not_add_up()
    {
        var result = new PerfGate.Model.BenchmarkResult("Id", [1, 2, 3, 4, 5], null) { LaunchSizes = [2, 3] };

        Assert.Equal([[1.0, 2.0], [3.0, 4.0, 5.0]], result.SamplesByLaunch()!);
        Assert.Null((result with { LaunchSizes = [2, 2] }).SamplesByLaunch());
        Assert.Null((result with { LaunchSizes = null }).SamplesByLaunch());
    }

    private static TimeVerdict Compare(double[][] baseline, double[][] current, bool byLaunch, double launchSpreadFactor = 0) =>
        TimeComparer.Compare(
            baseline.SelectMany(l => l).ToArray(),
            current.SelectMany(l => l).ToArray(),
            Defaults.TimeThreshold,
            Defaults.SignificanceLevel,
            Defaults.MinimumSamples,
            byLaunch ? baseline : null,
            byLaunch ? current : null,
            launchSpreadFactor);

    // Five iterations per launch, within ±0.2 % of the launch's level.
    private static double[][] Launches(params double[] levels) =>
        [.. levels.Select(level => new[] { 0.998, 1.0, 1.001, 0.999, 1.002 }.Select(f => level * f).ToArray())];
}
