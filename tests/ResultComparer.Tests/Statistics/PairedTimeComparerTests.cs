using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// Base and head launches measured in pairs, side by side in time. The point of pairing: a machine that slows down
/// (or speeds up) during the run moves both launches of a pair alike, and must not fail the gate.
/// </summary>
public sealed class PairedTimeComparerTests
{
    private static readonly TimeThreshold FivePercent = new(0.05);

    [Fact]
    public void Drift_that_hits_both_sides_alike_does_not_fail_the_gate()
    {
        // The machine gets 60 % slower over the run (a CPU hog starting), base and head alike, code unchanged.
        double[] machine = [1.0, 1.15, 1.3, 1.45, 1.6];
        var baseLaunches = machine.Select((m, i) => Launch(100 * m * (1 + Jitter(i)))).ToList();
        var headLaunches = machine.Select((m, i) => Launch(100 * m * (1 - Jitter(i)))).ToList();

        var paired = Compare(baseLaunches, headLaunches);
        // The same data judged as two independent groups (today's launch test) reads the drift as noise at best.
        Assert.Equal(MetricStatus.Unchanged, paired.Status);
        Assert.InRange(paired.Ratio, 0.98, 1.02);
        Assert.Equal(5, paired.BaselineLaunchCount);
    }

    [Fact]
    public void A_slowdown_inside_drift_is_found_where_the_unpaired_test_cannot_see_it()
    {
        // Head is 15 % slower in every pair, but the machine drifts by 60 % across the pairs.
        double[] machine = [1.0, 1.6, 1.1, 1.5, 1.2];
        var baseLaunches = machine.Select((m, i) => Launch(100 * m * (1 + Jitter(i)))).ToList();
        var headLaunches = machine.Select((m, i) => Launch(115 * m * (1 + Jitter(i + 1)))).ToList();

        var paired = Compare(baseLaunches, headLaunches);
        var unpaired = TimeComparer.Compare(
            [.. baseLaunches.SelectMany(l => l)], [.. headLaunches.SelectMany(l => l)], FivePercent,
            GateSettings.DefaultSignificanceLevel, GateSettings.DefaultMinimumSamples, baseLaunches, headLaunches, launchSpreadFactor: 0);

        Assert.Equal(MetricStatus.Regressed, paired.Status);
        Assert.InRange(paired.Ratio, 1.13, 1.17);
        Assert.Equal(MetricStatus.Unchanged, unpaired.Status);
    }

    [Fact]
    public void A_slowdown_below_the_threshold_is_not_a_regression()
    {
        var baseLaunches = Enumerable.Range(0, 5).Select(i => Launch(100 * (1 + Jitter(i)))).ToList();
        var headLaunches = Enumerable.Range(0, 5).Select(i => Launch(103 * (1 + Jitter(i)))).ToList();

        Assert.Equal(MetricStatus.Unchanged, Compare(baseLaunches, headLaunches).Status);
    }

    [Fact]
    public void A_speedup_beyond_the_threshold_is_an_improvement()
    {
        var baseLaunches = Enumerable.Range(0, 5).Select(i => Launch(100 * (1 + Jitter(i)))).ToList();
        var headLaunches = Enumerable.Range(0, 5).Select(i => Launch(80 * (1 + Jitter(i)))).ToList();

        Assert.Equal(MetricStatus.Improved, Compare(baseLaunches, headLaunches).Status);
    }

    [Fact]
    public void One_disturbed_pair_of_five_does_not_hide_a_regression()
    {
        // Pair 3's head launch was lucky; the other four are 20 % slower.
        var baseLaunches = Enumerable.Range(0, 5).Select(_ => Launch(100)).ToList();
        double[] head = [120, 121, 99, 119, 122];
        var headLaunches = head.Select(Launch).ToList();

        Assert.Equal(MetricStatus.Regressed, Compare(baseLaunches, headLaunches).Status);
    }

    [Fact]
    public void Three_pairs_are_inconclusive_and_say_why()
    {
        var verdict = Compare([Launch(100), Launch(100), Launch(100)], [Launch(150), Launch(150), Launch(150)]);

        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.Contains("at least 4", verdict.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Pairs_whose_ratios_disagree_widely_widen_the_threshold()
    {
        // A nanosecond benchmark: each process lands up to 40 % off on its own (code layout, JIT), independently
        // of its pair's other launch. Head +10 % is within that noise.
        double[] baseNoise = [1.0, 1.4, 1.1, 1.3, 1.2];
        double[] headNoise = [1.3, 1.0, 1.4, 1.1, 1.25];
        var verdict = PairedTimeComparer.Compare(
            [.. baseNoise.Select(n => Launch(10 * n))], [.. headNoise.Select(n => Launch(11 * n))], FivePercent,
            GateSettings.DefaultSignificanceLevel, GateSettings.DefaultLaunchSpreadFactor);

        Assert.NotNull(verdict.WidenedThreshold);
        Assert.Equal(MetricStatus.Unchanged, verdict.Status);
    }

    [Fact]
    public void Drift_alone_widens_nothing()
    {
        // The base launches spread by 60 % because the machine drifted, but every pair agrees: +20 %.
        double[] machine = [1.0, 1.6, 1.1, 1.5, 1.2];
        var verdict = PairedTimeComparer.Compare(
            [.. machine.Select(m => Launch(100 * m))], [.. machine.Select(m => Launch(120 * m))], FivePercent,
            GateSettings.DefaultSignificanceLevel, GateSettings.DefaultLaunchSpreadFactor);

        Assert.Null(verdict.WidenedThreshold);
        Assert.Equal(MetricStatus.Regressed, verdict.Status);
    }

    [Fact]
    public void Unequal_launch_counts_are_refused() =>
        Assert.Throws<ArgumentException>(() => Compare([Launch(1)], [Launch(1), Launch(1)]));

    [Fact]
    public void False_alarms_stay_below_the_significance_level_in_simulated_drifting_runs()
    {
        // 2,000 simulated gates of unchanged code: per-launch noise 3 % (log-normal), and a machine whose speed
        // changes by up to ±50 % between pairs. The paired test must stay under α = 0.08 by a wide margin.
        var random = new Random(12);
        var alarms = 0;
        const int Gates = 2000;
        for (var gate = 0; gate < Gates; gate++)
        {
            var machine = Enumerable.Range(0, 5).Select(_ => Math.Exp((random.NextDouble() - 0.5) * 0.8)).ToArray();
            var baseLaunches = machine.Select(m => Launch(100 * m * Noise(random, 0.03))).ToList();
            var headLaunches = machine.Select(m => Launch(100 * m * Noise(random, 0.03))).ToList();
            alarms += PairedTimeComparer.Compare(baseLaunches, headLaunches, FivePercent, GateSettings.DefaultSignificanceLevel, 0).Status == MetricStatus.Regressed ? 1 : 0;
        }

        Assert.True(alarms < Gates * 0.01, $"{alarms} false alarms in {Gates} gates");
    }

    [Fact]
    public void Detection_of_twenty_five_percent_holds_in_simulated_drifting_runs()
    {
        var random = new Random(25);
        var found = 0;
        const int Gates = 1000;
        for (var gate = 0; gate < Gates; gate++)
        {
            var machine = Enumerable.Range(0, 5).Select(_ => Math.Exp((random.NextDouble() - 0.5) * 0.8)).ToArray();
            var baseLaunches = machine.Select(m => Launch(100 * m * Noise(random, 0.03))).ToList();
            var headLaunches = machine.Select(m => Launch(125 * m * Noise(random, 0.03))).ToList();
            found += PairedTimeComparer.Compare(baseLaunches, headLaunches, FivePercent, GateSettings.DefaultSignificanceLevel, 0).Status == MetricStatus.Regressed ? 1 : 0;
        }

        Assert.True(found > Gates * 0.95, $"{found} of {Gates} found");
    }

    private static TimeVerdict Compare(IReadOnlyList<double[]> baseLaunches, IReadOnlyList<double[]> headLaunches) =>
        PairedTimeComparer.Compare(baseLaunches, headLaunches, FivePercent, GateSettings.DefaultSignificanceLevel, launchSpreadFactor: 0);

    // Five iterations per launch within 0.2 % of the launch's level, as measured on sample-repo.
    private static double[] Launch(double level) => [level * 0.999, level, level * 1.001, level * 0.998, level * 1.002];

    private static double Jitter(int i) => (i % 3 - 1) * 0.01;

    private static double Noise(Random random, double sigma)
    {
        // Box–Muller: a log-normal factor with the given log-scale standard deviation.
        var normal = Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
        return Math.Exp(sigma * normal);
    }
}
