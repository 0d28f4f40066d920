using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// The bounds the launch-median test reports: the exact Mann–Whitney critical counts (checked against counting
/// every arrangement of ranks), the order statistics (checked against sorting every pairwise ratio), agreement with
/// the test's own verdict, and the coverage they claim on simulated launches.
/// </summary>
public sealed class HodgesLehmannBoundsTests
{
    [Theory]
    // Reference values: P(U ≥ c) counted over all C(n + m, n) rank arrangements (see ExactCriticalCount below).
    [InlineData(3, 9, 0.08, 22)] // 16 / 220 = 0.073 < 0.08; 21 would be 23 / 220 = 0.105
    [InlineData(3, 9, 0.05, 24)] // 23 pairs is exactly 11 / 220 = 0.05, not below it
    [InlineData(3, 9, 0.10, 22)] // as at 0.08: GateSettings.DefaultSignificanceLevel's justification
    [InlineData(3, 9, 0.15, 20)]
    [InlineData(6, 9, 0.08, 40)]
    [InlineData(3, 3, 0.08, 9)] // all 9 pairs: 1 / 20 = 0.05
    [InlineData(3, 3, 0.05, 10)] // none: the test can never decide
    [InlineData(2, 2, 0.08, 5)] // none: 1 / 6 at best
    public void The_critical_count_is_the_exact_Mann_Whitney_tail(int n, int m, double alpha, long expected)
    {
        Assert.Equal(expected, HodgesLehmannBounds.CriticalCount(n, m, alpha));
        Assert.Equal(expected, ExactCriticalCount(n, m, alpha));
    }

    [Theory]
    [InlineData(3, 9)]
    [InlineData(6, 9)]
    [InlineData(4, 12)]
    public void The_critical_count_matches_counting_every_rank_arrangement_at_every_level(int n, int m)
    {
        foreach (var alpha in new[] { 0.01, 0.02, 0.05, 0.08, 0.1, 0.15, 0.2 })
        {
            Assert.Equal(ExactCriticalCount(n, m, alpha), HodgesLehmannBounds.CriticalCount(n, m, alpha));
        }
    }

    [Fact]
    public void The_bounds_are_the_pairwise_ratios_at_the_critical_ranks()
    {
        var random = new Random(11);
        for (var trial = 0; trial < 200; trial++)
        {
            double[] current = [.. Enumerable.Range(0, 3 + (trial % 4)).Select(_ => 100 * Math.Exp(0.1 * random.NextDouble()))];
            double[] baseline = [.. Enumerable.Range(0, 9).Select(_ => 100 * Math.Exp(0.1 * random.NextDouble()))];
            var ratios = current.SelectMany(x => baseline.Select(y => x / y)).Order().ToArray();
            var c = HodgesLehmannBounds.CriticalCount(current.Length, baseline.Length, 0.08);

            var interval = HodgesLehmannBounds.Of(current, baseline, 0.08)!.Value;

            Assert.Equal(ratios[ratios.Length - (int)c], interval.Lower, 1e-12);
            Assert.Equal(ratios[(int)c - 1], interval.Upper, 1e-12);
            Assert.Equal(0.84, interval.Confidence, 1e-12);
        }
    }

    [Fact]
    public void The_test_regresses_exactly_when_the_lower_bound_clears_the_limit_and_improves_exactly_when_the_upper_bound_does()
    {
        var random = new Random(7);
        var decided = 0;
        for (var trial = 0; trial < 3000; trial++)
        {
            var trueRatio = 0.8 + (0.45 * random.NextDouble());
            var limit = new TimeThreshold(new[] { 0.02, 0.05, 0.10 }[trial % 3]);
            var baseline = Launches(random, 9, 1.0);
            var current = Launches(random, trial % 2 == 0 ? 3 : 6, trueRatio);

            var verdict = Compare(baseline, current, limit);

            var effect = verdict.Effect!;
            Assert.Equal(TimeTestUnit.Launches, effect.Unit);
            var interval = effect.Interval!.Value;
            Assert.Equal(verdict.Status == MetricStatus.Regressed, interval.Lower > 1 + limit.Fraction);
            Assert.Equal(verdict.Status == MetricStatus.Improved, interval.Upper < 1 / (1 + limit.Fraction));
            Assert.InRange(effect.Ratio, interval.Lower, interval.Upper);
            decided += verdict.Status is MetricStatus.Regressed or MetricStatus.Improved ? 1 : 0;
        }

        // Both outcomes were exercised, not only "unchanged".
        Assert.InRange(decided, 500, 2900);
    }

    [Fact]
    public void The_interval_covers_the_true_ratio_at_least_as_often_as_it_claims()
    {
        // Launch medians that spread 5 % (log-normal), current 10 % slower; 3 against 9 launches, as the ci job
        // against a baseline of 3 runs. Exactly, each bound misses with probability 16 / 220 = 7.3 %.
        var random = new Random(3);
        const int trials = 4000;
        int below = 0, above = 0;
        for (var trial = 0; trial < trials; trial++)
        {
            double[] baseline = [.. Enumerable.Range(0, 9).Select(_ => LogNormal(random, 0.05))];
            double[] current = [.. Enumerable.Range(0, 3).Select(_ => 1.1 * LogNormal(random, 0.05))];
            var interval = HodgesLehmannBounds.Of(current, baseline, 0.08)!.Value;
            below += interval.Lower > 1.1 ? 1 : 0;
            above += interval.Upper < 1.1 ? 1 : 0;
        }

        Assert.InRange(below / (double)trials, 0.05, 0.08);
        Assert.InRange(above / (double)trials, 0.05, 0.08);
        Assert.True(1 - ((below + above) / (double)trials) >= 0.84);
    }

    [Fact]
    public void Units_too_few_to_decide_or_times_that_are_not_positive_have_no_bounds()
    {
        Assert.Null(HodgesLehmannBounds.Of([100, 101], [100, 99], 0.08));
        Assert.Null(HodgesLehmannBounds.Of([100, 101, 102], [100, 99, 98], 0.05));
        Assert.Null(HodgesLehmannBounds.Of([100, 0, 102], [100, 99, 98], 0.08));
        Assert.NotNull(HodgesLehmannBounds.Of([100, 101, 102], [100, 99, 98], 0.08));
    }

    /// <summary>The smallest c with P(U ≥ c) &lt; α under the null, by counting every choice of the n ranks of x.</summary>
    private static long ExactCriticalCount(int n, int m, double alpha)
    {
        var counts = new long[(n * m) + 1];
        long total = 0;
        void Choose(int next, int left, int rankSum)
        {
            if (left == 0)
            {
                counts[rankSum - (n * (n + 1) / 2)]++;
                total++;
                return;
            }

            for (var rank = next; rank <= n + m - left + 1; rank++)
            {
                Choose(rank + 1, left - 1, rankSum + rank);
            }
        }

        Choose(1, n, 0);
        long tail = 0;
        var critical = (n * m) + 1;
        for (var u = n * m; u >= 0; u--)
        {
            tail += counts[u];
            if (tail / (double)total >= alpha)
            {
                break;
            }

            critical = u;
        }

        return critical;
    }

    private static TimeVerdict Compare(double[][] baseline, double[][] current, TimeThreshold threshold) =>
        TimeComparer.Compare(
            baseline.SelectMany(l => l).ToArray(),
            current.SelectMany(l => l).ToArray(),
            threshold,
            GateSettings.DefaultSignificanceLevel,
            GateSettings.DefaultMinimumSamples,
            baseline,
            current,
            launchSpreadFactor: 0);

    // Launches at log-normal levels (5 % spread) around `scale`, five nearly equal iterations each.
    private static double[][] Launches(Random random, int count, double scale) =>
        [.. Enumerable.Range(0, count).Select(_ =>
        {
            var level = 100 * scale * LogNormal(random, 0.05);
            return new[] { 0.999, 1.0, 1.001, 0.9995, 1.0005 }.Select(f => level * f).ToArray();
        })];

    private static double LogNormal(Random random, double sigma)
    {
        // Box–Muller.
        var u1 = 1 - random.NextDouble();
        var u2 = random.NextDouble();
        return Math.Exp(sigma * Math.Sqrt(-2 * Math.Log(u1)) * Math.Cos(2 * Math.PI * u2));
    }
}
