using PerfGate.Options;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

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
        double[] machine = [1.0, 1.1, 1.2, 1.3, 1.4, 1.45, 1.5, 1.6];
        var baseLaunches = machine.Select((m, i) => Launch(100 * m * (1 + Jitter(i)))).ToList();
        var headLaunches = machine.Select((m, i) => Launch(100 * m * (1 - Jitter(i)))).ToList();

        var paired = Compare(baseLaunches, headLaunches);
        // The same data judged as two independent groups (today's launch test) reads the drift as noise at best.
        Assert.Equal(MetricStatus.Unchanged, paired.Status);
        Assert.InRange(paired.Ratio, 0.98, 1.02);
        Assert.Equal(8, paired.BaselineLaunchCount);
    }

    [Fact]
    public void A_slowdown_inside_drift_is_found_where_the_unpaired_test_cannot_see_it()
    {
        // Head is 15 % slower in every pair, but the machine drifts by 60 % across the pairs.
        double[] machine = [1.0, 1.6, 1.1, 1.5, 1.2, 1.4, 1.05, 1.3];
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
        var baseLaunches = Enumerable.Range(0, 8).Select(i => Launch(100 * (1 + Jitter(i)))).ToList();
        var headLaunches = Enumerable.Range(0, 8).Select(i => Launch(103 * (1 + Jitter(i)))).ToList();

        Assert.Equal(MetricStatus.Unchanged, Compare(baseLaunches, headLaunches).Status);
    }

    [Fact]
    public void A_speedup_beyond_the_threshold_is_an_improvement()
    {
        var baseLaunches = Enumerable.Range(0, 8).Select(i => Launch(100 * (1 + Jitter(i)))).ToList();
        var headLaunches = Enumerable.Range(0, 8).Select(i => Launch(80 * (1 + Jitter(i)))).ToList();

        Assert.Equal(MetricStatus.Improved, Compare(baseLaunches, headLaunches).Status);
    }

    [Fact]
    public void One_disturbed_pair_of_twelve_does_not_hide_a_regression()
    {
        // Pair 3's head launch was lucky; the other eleven are about 20 % slower. (At the first look, 8 pairs, every pair
        // must agree; the gate then measures 4 more, and the second look decides.)
        var baseLaunches = Enumerable.Range(0, 12).Select(_ => Launch(100)).ToList();
        double[] head = [120, 121, 99, 119, 122, 118, 123, 120, 121, 119, 120, 122];
        var headLaunches = head.Select(Launch).ToList();

        Assert.Equal(MetricStatus.Regressed, Compare(baseLaunches, headLaunches).Status);
    }

    [Fact]
    public void Launches_disturbed_part_of_the_time_do_not_hide_unchanged_code()
    {
        // Unchanged code; in 3 of 8 pairs something took the machine during the head launch, and 3 of its 5 iterations
        // ran 40 % slow (the recordings' disturbed launches: iterations spread 12.7 % inside, against 0.6 %). Judged on
        // launch medians those 3 pairs read +40 % and the case could not be called unchanged; each launch's fastest
        // iteration is the one the disturbance touched least.
        var baseLaunches = Enumerable.Range(0, 8).Select(i => Launch(100 * (1 + Jitter(i)))).ToList();
        var headLaunches = Enumerable.Range(0, 8).Select(i => i is 1 or 4 or 6 ? Disturbed(Launch(100 * (1 - Jitter(i)))) : Launch(100 * (1 - Jitter(i)))).ToList();

        var verdict = Compare(baseLaunches, headLaunches);

        Assert.Equal(MetricStatus.Unchanged, verdict.Status);
        Assert.InRange(verdict.Ratio, 0.98, 1.02);
    }

    [Fact]
    public void Four_pairs_are_inconclusive_and_say_why()
    {
        // Four pairs all 50 % slower, short of the first early look: no look could decide them, and the verdict says so.
        var verdict = Compare([.. Enumerable.Repeat(100.0, 4).Select(Launch)], [.. Enumerable.Repeat(150.0, 4).Select(Launch)]);

        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.Contains("could have seen no slowdown at all", verdict.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Five_pairs_far_beyond_the_threshold_are_undecided_at_an_early_look_which_cannot_flag()
    {
        // Five pairs all 50 % slower have p = 1/32, above the first look's level: an early look only ever says unchanged.
        var verdict = Compare([.. Enumerable.Repeat(100.0, 5).Select(Launch)], [.. Enumerable.Repeat(150.0, 5).Select(Launch)]);

        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.Contains("undecided after 5 pair(s)", verdict.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Pairs_that_disagree_widely_do_not_fail_unchanged_code_and_widen_nothing()
    {
        // A nanosecond benchmark on a busy machine: each process lands up to 40 % off on its own, independently of
        // its pair's other launch. Code unchanged: the ranks see pairs on both sides, nothing is decided.
        double[] baseNoise = [1.0, 1.4, 1.1, 1.3, 1.2, 1.05, 1.35, 1.15];
        double[] headNoise = [1.3, 1.0, 1.4, 1.1, 1.25, 1.2, 1.0, 1.3];
        var verdict = Compare([.. baseNoise.Select(n => Launch(10 * n))], [.. headNoise.Select(n => Launch(10 * n))]);

        // Nor is it called unchanged: 8 pairs that spread this far could not have seen +50 %, and the verdict says so.
        Assert.Null(verdict.WidenedThreshold);
        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.StartsWith(PairedTimeComparer.TooNoisyReason, verdict.Reason, StringComparison.Ordinal);
        Assert.True(verdict.TooNoisy);
        Assert.True(verdict.SmallestDetectable > PairedTimeComparer.TooNoisyToGate);
    }

    [Fact]
    public void A_large_slowdown_is_found_through_noise_that_would_have_widened_the_limit()
    {
        // The same per-process noise, head +42 %, over 16 pairs: a rule that widened the limit to half the pairs' ratio
        // range would call it unchanged; the ranks see fourteen pairs of sixteen slower than +5 %, the others barely below.
        double[] baseNoise = [1.0, 1.4, 1.1, 1.3, 1.2, 1.05, 1.35, 1.15, 1.0, 1.4, 1.1, 1.3, 1.2, 1.05, 1.35, 1.15];
        double[] headNoise = [1.3, 1.0, 1.4, 1.1, 1.25, 1.2, 1.0, 1.3, 1.3, 1.0, 1.4, 1.1, 1.25, 1.2, 1.0, 1.3];
        var verdict = Compare([.. baseNoise.Select(n => Launch(10 * n))], [.. headNoise.Select(n => Launch(14.2 * n))]);

        Assert.Equal(MetricStatus.Regressed, verdict.Status);
    }

    [Fact]
    public void Unequal_launch_counts_are_refused() =>
        Assert.Throws<ArgumentException>(() => Compare([Launch(1)], [Launch(1), Launch(1)]));

    [Fact]
    public void False_alarms_stay_below_the_significance_level_in_simulated_drifting_runs()
    {
        // 2,000 simulated gates of unchanged code: per-launch noise 3 % (log-normal), and a machine whose speed
        // changes by up to ±50 % between pairs. The paired test must stay under α = 0.02 by a wide margin.
        var random = new Random(12);
        var alarms = 0;
        const int Gates = 2000;
        for (var gate = 0; gate < Gates; gate++)
        {
            var machine = Enumerable.Range(0, 8).Select(_ => Math.Exp((random.NextDouble() - 0.5) * 0.8)).ToArray();
            var baseLaunches = machine.Select(m => Launch(100 * m * Noise(random, 0.03))).ToList();
            var headLaunches = machine.Select(m => Launch(100 * m * Noise(random, 0.03))).ToList();
            alarms += Compare(baseLaunches, headLaunches).Status == MetricStatus.Regressed ? 1 : 0;
        }

        Assert.True(alarms < Gates * 0.005, $"{alarms} false alarms in {Gates} gates");
    }

    [Fact]
    public void Detection_of_twenty_five_percent_holds_in_simulated_drifting_runs()
    {
        var random = new Random(25);
        var found = 0;
        const int Gates = 1000;
        for (var gate = 0; gate < Gates; gate++)
        {
            var machine = Enumerable.Range(0, 8).Select(_ => Math.Exp((random.NextDouble() - 0.5) * 0.8)).ToArray();
            var baseLaunches = machine.Select(m => Launch(100 * m * Noise(random, 0.03))).ToList();
            var headLaunches = machine.Select(m => Launch(125 * m * Noise(random, 0.03))).ToList();
            found += Compare(baseLaunches, headLaunches).Status == MetricStatus.Regressed ? 1 : 0;
        }

        Assert.True(found > Gates * 0.95, $"{found} of {Gates} found");
    }

    private static TimeVerdict Compare(IReadOnlyList<double[]> baseLaunches, IReadOnlyList<double[]> headLaunches) =>
        PairedTimeComparer.Compare(baseLaunches, headLaunches, FivePercent, new PairedLooks(Math.Max(GateDefaults.SameRunnerPairs, baseLaunches.Count)));

    // Five iterations per launch within 0.2 % of the launch's level, as measured on sample-repo.
    private static double[] Launch(double level) => [level * 0.999, level, level * 1.001, level * 0.998, level * 1.002];

    private static double[] Disturbed(double[] launch) => [launch[0], launch[1] * 1.4, launch[2] * 1.4, launch[3], launch[4] * 1.4];

    private static double Jitter(int i) => (i % 3 - 1) * 0.01;

    private static double Noise(Random random, double sigma)
    {
        // Box–Muller: a log-normal factor with the given log-scale standard deviation.
        var normal = Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
        return Math.Exp(sigma * normal);
    }
}
