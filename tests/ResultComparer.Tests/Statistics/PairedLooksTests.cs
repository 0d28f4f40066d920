using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

public sealed class PairedLooksTests
{
    [Fact]
    public void A_sequential_budget_looks_after_the_first_batch_and_after_every_further_batch()
    {
        var looks = new PairedLooks(16);

        Assert.Equal([5, 6, 8, 12, 16], looks.Sizes);
        Assert.Equal("5 for every method, 6 and then 8 for any not yet unchanged, then more only for undecided ones that more pairs could decide, up to 16", looks.Plan);
        Assert.Equal(GateDefaults.SameRunnerFirstLookLevel + GateDefaults.SameRunnerLaterLooksLevel, looks.TotalLevel, 12);
    }

    [Fact]
    public void The_early_looks_stop_only_what_is_already_unchanged_and_flag_nothing()
    {
        var looks = new PairedLooks(16);
        var margin = Math.Log(1.05);
        double[] quiet = [0.002, -0.001, 0.003, -0.002, 0.001, 0.000];
        double[] slower = [0.30, 0.31, 0.29, 0.30, 0.32, 0.28];

        // Pairs far beyond the threshold are not flagged at 5 or 6 (no regression level is spent there) but go on to 8.
        foreach (var pairs in new[] { 5, 6 })
        {
            Assert.Equal(0, looks.LevelAt(pairs));
            Assert.Equal(PairedDecision.Undecided, looks.Decide(slower[..pairs], margin, pairs));
            Assert.True(looks.NeedsMore(slower[..pairs], margin, pairs));
            Assert.Equal(PairedDecision.Unchanged, looks.Decide(quiet[..pairs], margin, pairs));
            Assert.False(looks.NeedsMore(quiet[..pairs], margin, pairs));
            // What an unchanged case stopped there could see: the first look that can flag, with pairs this spread.
            Assert.InRange(looks.CouldSee(quiet[..pairs], margin, pairs), 0.05, 0.10);
        }
    }

    [Fact]
    public void At_5_pairs_only_every_pair_inside_the_threshold_is_unchanged_and_at_6_one_pair_near_its_edge_may_lie_outside()
    {
        var looks = new PairedLooks(16);
        var margin = Math.Log(1.05);
        // One pair just beyond +5 %: at 5 pairs the test's p-value is 2/32, short of 0.05; at 6 that pair is the one
        // nearest the threshold, rank 1 of 6, and 2/64 passes.
        double[] oneJustOutside = [0.01, -0.01, 0.052, 0.0, 0.005, -0.004];

        Assert.True(looks.NeedsMore(oneJustOutside[..5], margin, 5));
        Assert.False(looks.NeedsMore(oneJustOutside, margin, 6));
    }

    [Fact]
    public void Other_early_looks_are_for_replays_and_keep_the_looks_that_can_flag()
    {
        var looks = new PairedLooks(16, early: new EarlyUnchangedLooks(3, 6, UnchangedTest.MeanInterval));

        Assert.Equal([3, 4, 5, 6, 8, 12, 16], looks.Sizes);
        Assert.Equal(new PairedLooks(16).TotalLevel, looks.TotalLevel, 12);
        Assert.Equal(PairedDecision.Unchanged, looks.Decide([0.001, -0.002, 0.002], Math.Log(1.05), 3));
    }

    [Fact]
    public void Another_stopping_rule_is_for_replays_and_is_the_one_asked_whether_an_undecided_case_gets_more()
    {
        // Undecided at 8 of 16 pairs (PairedFutilityTests' +8 % change), which the gate's rule sends on.
        double[] ratios = [-0.17, -0.07, 0.00, 0.06, 0.10, 0.16, 0.23, 0.33];
        var asked = 0;
        var looks = new PairedLooks(16, futility: (_, _, _) => ++asked > 0);

        Assert.True(new PairedLooks(16).NeedsMore(ratios, Math.Log(1.05), 8));
        Assert.False(looks.NeedsMore(ratios, Math.Log(1.05), 8));
        Assert.Equal(1, asked);
        Assert.Equal(new PairedLooks(16).Sizes, looks.Sizes);
    }

    [Fact]
    public void Fixed_pairs_give_every_method_the_whole_budget_and_one_look_at_its_end()
    {
        var looks = new PairedLooks(16, fixedSize: true);

        Assert.Equal([16], looks.Sizes);
        Assert.False(looks.IsLook(8));
        // One look spends the whole level the sequential looks share: the same false-alarm budget.
        Assert.Equal(new PairedLooks(16).TotalLevel, looks.LevelAt(16), 12);
    }
}
