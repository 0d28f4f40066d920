using PerfGate.Evaluation.Drift;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Tests;

/// <summary>
/// The rule variants an A/B replays (eval/same-runner/ab-rules.md) are the rules they stand for: the launch median as the
/// product once counted it, no early look as the gate had none, the stopping rule before as it once stopped a case.
/// </summary>
[Trait("Category", "Evaluation")]
public sealed class RuleVariantTests
{
    private static readonly double Margin = Math.Log(1 + TimeThreshold.Default.Fraction);

    [Fact]
    public void The_rule_before_stops_a_real_8_percent_change_at_8_of_16_pairs_where_the_gate_goes_on()
    {
        // The product's own example (PairedFutilityTests): the rule before stopped it here, leaving it inconclusive.
        double[] ratios = [-0.17, -0.07, 0.00, 0.06, 0.10, 0.16, 0.23, 0.33];

        Assert.True(FormerFutility.IsFutile(ratios, Margin, new PairedLooks(16)));
        Assert.False(PairedFutility.IsFutile(ratios, Margin, new PairedLooks(16)));
        Assert.False(new PairedLooks(16, futility: FormerFutility.IsFutile).NeedsMore(ratios, Margin, rounds: 8));
    }

    [Fact]
    public void Pairs_that_point_nowhere_are_futile_by_either_rule()
    {
        // ±15 % pairs centred on no change: 16 pairs this spread can show neither a change nor its absence.
        double[] ratios = [-0.15, 0.14, -0.12, 0.13, -0.16, 0.12, 0.15, -0.14];

        Assert.True(FormerFutility.IsFutile(ratios, Margin, new PairedLooks(16)));
        Assert.True(PairedFutility.IsFutile(ratios, Margin, new PairedLooks(16)));
    }

    [Fact]
    public void Without_an_early_look_a_method_whose_pairs_agree_goes_on_to_the_first_look_that_can_flag()
    {
        double[] ratios = [0.001, -0.002, 0.003, -0.001, 0.002, 0.000];
        var without = ReplayVariant.Shipped with { Early = ReplayVariant.NoEarlyLook };

        Assert.Equal(new[] { 4, 8, 12, 16 }, without.Looks(16).Sizes);
        Assert.True(without.Looks(16).NeedsMore(ratios[..4], Margin, rounds: 4));
        Assert.False(new PairedLooks(16).NeedsMore(ratios[..5], Margin, rounds: 5));
        Assert.Equal(8, SameRunnerReplay.Replay(Quiet(), 16, 0, GateSettings.Default, without).PairsUsed / SameRunnerReplay.SubsetsPerCase);
    }

    [Fact]
    public void The_median_variant_hands_the_comparer_each_launch_s_median_and_the_shipped_one_its_samples()
    {
        double[] launch = [110, 100, 300, 105, 120];
        var median = ReplayVariant.Shipped with { Statistic = LaunchStatistic.Median };

        Assert.Equal(new[] { 110.0 }, median.Launch(launch));
        Assert.Same(launch, ReplayVariant.Shipped.Launch(launch));
        // One disturbed iteration in the head's launch: the median ignores it, and so does the fastest.
        var ratios = PairedTimeComparer.LogRatios([median.Launch([100, 101, 102])], [median.Launch([110, 111, 400])])!;
        Assert.Equal(Math.Log(111.0 / 101.0), ratios[0], 12);
    }

    [Fact]
    public void The_shipped_variant_replays_exactly_what_the_gate_s_replay_does()
    {
        var quiet = Quiet();
        var @case = quiet with { Pairs = [.. quiet.Pairs.Select(p => p with { Head = [.. p.Head.Select(v => v * (p.Round % 3 == 0 ? 1.12 : 0.95))] })] };
        var settings = GateSettings.Default;

        foreach (var slowdown in new[] { 0, 0.10 })
        {
            var gate = SameRunnerReplay.Replay(@case, 16, slowdown, settings);
            var variant = SameRunnerReplay.Replay(@case, 16, slowdown, settings, ReplayVariant.Shipped);
            Assert.Equal((gate.Flagged, gate.Unchanged, gate.PairsUsed), (variant.Flagged, variant.Unchanged, variant.PairsUsed));
            Assert.Equal(gate.CouldSee, variant.CouldSee);
        }
    }

    /// <summary>16 pairs of one case, 5 samples per launch within ±0.5 %.</summary>
    private static DriftCase Quiet()
    {
        var random = new Random(52);
        double[] Launch() => [.. Enumerable.Range(0, 5).Select(_ => 1000 * (1 + (0.01 * (random.NextDouble() - 0.5))))];
        return new DriftCase("Sim.Quiet", [.. Enumerable.Range(1, 16).Select(round => new DriftPair(round, Launch(), Launch()))]);
    }
}
