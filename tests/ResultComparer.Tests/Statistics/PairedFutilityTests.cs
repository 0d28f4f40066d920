using PerfGate.Options;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// When an undecided case stops before its budget (<see cref="PairedFutility"/>): on a runner whose pairs spread too far
/// for the budget to show "unchanged", unchanged code stops early, while a real slowdown keeps its pairs and is caught
/// within 2 points as often as without the rule (1.5 at worst: σ 5 %, +10 %); on a quiet runner nothing changes.
/// </summary>
public sealed class PairedFutilityTests
{
    private const int Gates = 2000;
    private static readonly double Margin = Math.Log(1.05);

    [Fact]
    public void Pairs_around_zero_that_spread_wider_than_the_budget_could_narrow_are_futile()
    {
        // ±15 % around no change: 16 pairs of that spread give an interval far wider than ±5 %.
        double[] ratios = [.. new[] { 0.15, -0.12, 0.02, -0.18, 0.10, -0.05, 0.17, -0.09 }];

        Assert.True(PairedFutility.IsFutile(ratios, Margin, new PairedLooks(16)));
    }

    [Fact]
    public void Quiet_pairs_around_zero_are_not_futile_more_pairs_can_show_them_unchanged()
    {
        double[] ratios = [.. new[] { 0.02, -0.01, 0.03, -0.02, 0.01, 0.0, -0.03, 0.02 }];

        Assert.False(PairedFutility.IsFutile(ratios, Margin, new PairedLooks(16)));
    }

    [Fact]
    public void Wide_pairs_that_point_beyond_the_threshold_are_not_futile_a_later_look_may_flag_them()
    {
        double[] ratios = [.. new[] { 0.35, 0.05, 0.30, -0.05, 0.40, 0.12, 0.25, 0.10 }];

        Assert.False(PairedFutility.IsFutile(ratios, Margin, new PairedLooks(16)));
    }

    [Fact]
    public void Wide_pairs_whose_estimate_already_stands_beyond_the_threshold_get_the_rest_of_the_budget()
    {
        // A real +8 % change on a ~230 ns method (issue 39): 8 pairs centred at +8 %, spread so far that 8 pairs could see
        // only +25 % or more. 16 pairs may still flag it; the rule once stopped it here, leaving it inconclusive.
        double[] ratios = [.. new[] { -0.17, -0.07, 0.00, 0.06, 0.10, 0.16, 0.23, 0.33 }];

        Assert.False(PairedFutility.IsFutile(ratios, Margin, new PairedLooks(16)));
        Assert.True(new PairedLooks(16).NeedsMore(ratios, Margin, rounds: 8));
    }

    [Fact]
    public void At_the_budget_nothing_is_futile_the_last_look_has_been_made()
    {
        double[] ratios = [.. new[] { 0.15, -0.12, 0.02, -0.18, 0.10, -0.05, 0.17, -0.09 }];

        Assert.False(PairedFutility.IsFutile(ratios, Margin, new PairedLooks(8)));
    }

    [Theory]
    [InlineData(0.13)]
    [InlineData(0.15)]
    [InlineData(0.30)]
    public void On_a_wide_runner_unchanged_code_stops_early_and_is_flagged_no_more_often(double sigma)
    {
        // Without the rule these gates spend 15.9-16 pairs on average (all but a few spend the budget).
        var (with, without) = (new PairedSimulation(seed: 21), new PairedSimulation(seed: 21));

        var gates = Enumerable.Range(0, Gates).Select(_ => with.Gate(sigma, slowdown: 0)).ToList();
        var whole = Enumerable.Range(0, Gates).Select(_ => without.Gate(sigma, slowdown: 0, stopWhenFutile: false)).ToList();

        Assert.True(gates.Average(g => g.Pairs) <= 10, $"σ {sigma}: {gates.Average(g => g.Pairs):0.0} pairs on average");
        Assert.True(
            gates.Count(g => g.Decision == PairedDecision.Regressed) <= whole.Count(g => g.Decision == PairedDecision.Regressed),
            "stopping without a verdict never adds a false alarm");
    }

    [Fact]
    public void On_a_quiet_runner_unchanged_code_is_called_unchanged_as_without_the_rule()
    {
        var (with, without) = (new PairedSimulation(seed: 21), new PairedSimulation(seed: 21));

        var unchangedWith = Enumerable.Range(0, Gates).Count(_ => with.Gate(0.03, slowdown: 0).Decision == PairedDecision.Unchanged);
        var unchangedWithout = Enumerable.Range(0, Gates).Count(_ => without.Gate(0.03, slowdown: 0, stopWhenFutile: false).Decision == PairedDecision.Unchanged);

        Assert.True(unchangedWith >= unchangedWithout - (Gates * 0.005), $"{unchangedWith} unchanged with the rule, {unchangedWithout} without");
    }

    [Theory]
    [InlineData(0.10, 0.25)]
    [InlineData(0.15, 0.25)]
    [InlineData(0.15, 0.50)]
    [InlineData(0.30, 0.50)]
    [InlineData(0.05, 0.10)]
    [InlineData(0.08, 0.15)]
    public void A_real_slowdown_is_caught_about_as_often_as_with_the_whole_budget(double sigma, double slowdown)
    {
        var (with, without) = (new PairedSimulation(seed: 9), new PairedSimulation(seed: 9));

        var caughtWith = Enumerable.Range(0, Gates).Count(_ => with.Gate(sigma, slowdown).Decision == PairedDecision.Regressed);
        var caughtWithout = Enumerable.Range(0, Gates).Count(_ => without.Gate(sigma, slowdown, stopWhenFutile: false).Decision == PairedDecision.Regressed);

        Assert.True(caughtWith >= caughtWithout - (Gates * 0.02), $"σ {sigma}, +{slowdown:P0}: {caughtWith} caught with the rule, {caughtWithout} without");
    }

    [Fact]
    public void A_case_stopped_early_says_the_budget_could_not_have_decided_it()
    {
        double[] ratios = [.. new[] { 0.15, -0.12, 0.02, -0.18, 0.10, -0.05, 0.17, -0.09 }];
        var baseLaunches = ratios.Select(_ => new[] { 100.0 }).ToList();
        var headLaunches = ratios.Select(r => new[] { 100 * Math.Exp(r) }).ToList();
        var looks = new PairedLooks(16);

        Assert.False(PairedTimeComparer.NeedsMorePairs(baseLaunches, headLaunches, TimeThreshold.Default, looks));
        var verdict = PairedTimeComparer.Compare(baseLaunches, headLaunches, TimeThreshold.Default, looks);
        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.Contains("they spread too far for 16 pairs to show it unchanged, so it got no more", verdict.Reason, StringComparison.Ordinal);
    }
}
