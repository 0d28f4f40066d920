using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

public sealed class PairedLooksTests
{
    [Fact]
    public void A_sequential_budget_looks_after_the_first_batch_and_after_every_further_batch()
    {
        var looks = new PairedLooks(16);

        Assert.Equal([6, 8, 12, 16], looks.Sizes);
        Assert.Equal(GateDefaults.SameRunnerFirstLookLevel + GateDefaults.SameRunnerLaterLooksLevel, looks.TotalLevel, 12);
    }

    [Fact]
    public void The_early_look_stops_only_what_is_already_unchanged_and_flags_nothing()
    {
        var looks = new PairedLooks(16);
        var margin = Math.Log(1.05);
        double[] quiet = [0.002, -0.001, 0.003, -0.002, 0.001, 0.000];
        double[] slower = [0.30, 0.31, 0.29, 0.30, 0.32, 0.28];

        // Six pairs far beyond the threshold are not flagged there (no regression level is spent at 6) but go on to 8.
        Assert.Equal(0, looks.LevelAt(6));
        Assert.Equal(PairedDecision.Undecided, looks.Decide(slower, margin, 6));
        Assert.True(looks.NeedsMore(slower, margin, 6));
        Assert.Equal(PairedDecision.Unchanged, looks.Decide(quiet, margin, 6));
        Assert.False(looks.NeedsMore(quiet, margin, 6));
        // What an unchanged case stopped there could see: the first look that can flag, with pairs this spread.
        Assert.InRange(looks.CouldSee(quiet, margin, 6), 0.05, 0.10);
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
