using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

public sealed class PairedLooksTests
{
    [Fact]
    public void A_sequential_budget_looks_after_the_first_batch_and_after_every_further_batch()
    {
        var looks = new PairedLooks(16);

        Assert.Equal([8, 12, 16], looks.Sizes);
        Assert.Equal(GateDefaults.SameRunnerFirstLookLevel + GateDefaults.SameRunnerLaterLooksLevel, looks.TotalLevel, 12);
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
