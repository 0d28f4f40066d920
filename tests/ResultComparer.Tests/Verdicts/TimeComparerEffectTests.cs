using PerfGate.Reporting;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

/// <summary>The time verdict reports the effect its test judged, in the test's unit, and a required unit is kept.</summary>
public sealed class TimeComparerEffectTests
{
    [Fact]
    public void A_launch_test_reports_the_ratio_of_the_launch_medians_with_its_bounds()
    {
        // Launch medians 100, 103, 98, … against 121, 125, 119; each launch has one outlying iteration, which its
        // median ignores.
        var baseline = Launches([100, 103, 98, 101, 99, 102, 100, 97, 104]);
        var current = Launches([121, 125, 119]);

        var verdict = Compare(baseline, current, byLaunch: true);

        var effect = verdict.Effect!;
        Assert.Equal(TimeTestUnit.Launches, effect.Unit);
        Assert.Equal(9, effect.BaselineCount);
        Assert.Equal(3, effect.CurrentCount);
        Assert.Equal(HodgesLehmannRatio.Estimate([121.0, 125, 119], [100.0, 103, 98, 101, 99, 102, 100, 97, 104]), effect.Ratio, 1e-12);
        var interval = effect.Interval!.Value;
        Assert.True(interval.Lower > 1.05);
        Assert.Equal(MetricStatus.Regressed, verdict.Status);

        var text = VerdictText.Time(GateReportBuilder.Time(verdict));
        Assert.Contains("on launch medians (3 vs 9 baseline), 84% interval +", text, StringComparison.Ordinal);
    }

    [Fact]
    public void The_fallback_reports_the_ratio_of_every_iteration_without_bounds()
    {
        var verdict = Compare(Launches([100, 101]), Launches([120, 121]), byLaunch: true);

        var effect = verdict.Effect!;
        Assert.Equal(TimeTestUnit.Iterations, effect.Unit);
        Assert.Equal(12, effect.BaselineCount);
        Assert.Equal(12, effect.CurrentCount);
        Assert.Equal(verdict.Ratio, effect.Ratio);
        Assert.Null(effect.Interval);
        Assert.Contains("on iterations (12 vs 12 baseline); limit +5%)", VerdictText.Time(GateReportBuilder.Time(verdict)), StringComparison.Ordinal);
    }

    [Fact]
    public void A_required_unit_of_iterations_ignores_launches_the_data_has()
    {
        var baseline = Launches([100, 103, 98]);
        var current = Launches([121, 125, 119]);

        var chosen = Compare(baseline, current, byLaunch: true);
        var required = Compare(baseline, current, byLaunch: true, TimeTestUnit.Iterations);

        Assert.Equal(TimeTestUnit.Launches, chosen.Effect!.Unit);
        Assert.Equal(TimeTestUnit.Iterations, required.Effect!.Unit);
        Assert.Null(required.BaselineLaunchCount);
    }

    [Fact]
    public void A_required_unit_of_launches_the_data_no_longer_has_is_inconclusive_not_judged_on_iterations()
    {
        var verdict = Compare(Launches([100, 103, 98]), Launches([121, 125, 119]), byLaunch: false, TimeTestUnit.Launches);

        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.Null(verdict.Effect);
        Assert.Contains("judged on launch medians", verdict.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Too_few_samples_judge_nothing_so_there_is_no_effect()
    {
        var verdict = TimeComparer.Compare([100.0, 101, 99], [120.0, 121, 119], TimeThreshold.Default, 0.08, 5);

        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.Null(verdict.Effect);
    }

    private static TimeVerdict Compare(double[][] baseline, double[][] current, bool byLaunch, TimeTestUnit? unit = null) =>
        TimeComparer.Compare(
            baseline.SelectMany(l => l).ToArray(),
            current.SelectMany(l => l).ToArray(),
            TimeThreshold.Default,
            GateSettings.DefaultSignificanceLevel,
            GateSettings.DefaultMinimumSamples,
            byLaunch ? baseline : null,
            byLaunch ? current : null,
            launchSpreadFactor: 0,
            unit);

    // Six iterations per launch: five within ±0.2 % of the launch's level and one 30 % above it.
    private static double[][] Launches(double[] levels) =>
        [.. levels.Select(level => new[] { 0.998, 1.0, 1.001, 0.999, 1.002, 1.3 }.Select(f => level * f).ToArray())];
}
