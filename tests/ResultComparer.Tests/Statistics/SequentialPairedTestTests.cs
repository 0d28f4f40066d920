using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// The same-runner mode's sequential rule on simulated gates (<see cref="PairedSimulation"/>): unchanged code is flagged
/// at most 0.5 % of the time over all looks, real slowdowns are caught, and what is decided early stops costing.
/// </summary>
public sealed class SequentialPairedTestTests
{
    private const int Gates = 4000;

    [Theory]
    [InlineData(0.01)]
    [InlineData(0.03)]
    [InlineData(0.05)]
    [InlineData(0.07)]
    public void Unchanged_code_is_flagged_at_most_once_in_200_gates_over_all_looks(double sigma)
    {
        var simulation = new PairedSimulation(seed: 7);

        var flagged = Enumerable.Range(0, Gates).Count(_ => simulation.Gate(sigma, slowdown: 0).Decision == PairedDecision.Regressed);

        Assert.True(flagged <= Gates * 0.005, $"σ {sigma}: {flagged} of {Gates} A/A gates flagged");
    }

    [Fact]
    public void A_change_exactly_at_the_threshold_is_flagged_at_most_as_often_as_the_looks_levels_allow()
    {
        // The guarantee behind the A/A rate: whatever the noise, a true +5 % is flagged at most TotalLevel of the time.
        var simulation = new PairedSimulation(seed: 11);
        var looks = new PairedLooks(GateDefaults.SameRunnerPairs);

        var flagged = Enumerable.Range(0, Gates).Count(_ => simulation.Gate(0.05, slowdown: 0.05, outlierRate: 0).Decision == PairedDecision.Regressed);

        Assert.True(flagged <= Gates * looks.TotalLevel * 1.3, $"{flagged} of {Gates}, levels {looks.TotalLevel}");
    }

    [Theory]
    [InlineData(0.03, 0.25, 0.99)]
    [InlineData(0.02, 0.10, 0.80)]
    [InlineData(0.07, 0.25, 0.90)]
    public void A_real_slowdown_is_caught(double sigma, double slowdown, double atLeast)
    {
        var simulation = new PairedSimulation(seed: 3);

        var caught = Enumerable.Range(0, Gates).Count(_ => simulation.Gate(sigma, slowdown).Decision == PairedDecision.Regressed);

        Assert.True(caught >= Gates * atLeast, $"σ {sigma}, +{slowdown:P0}: {caught} of {Gates} caught");
    }

    [Fact]
    public void On_a_quiet_machine_unchanged_code_is_mostly_decided_by_the_first_look()
    {
        var simulation = new PairedSimulation(seed: 5);

        var gates = Enumerable.Range(0, Gates).Select(_ => simulation.Gate(0.03, slowdown: 0)).ToList();

        Assert.True(gates.Count(g => g.Pairs <= GateDefaults.SameRunnerFirstPairs) >= Gates * 0.8, "most stop by the first look");
        Assert.True(gates.Count(g => g.Pairs <= GateDefaults.SameRunnerLastEarlyUnchangedPairs) >= Gates * 0.3, "many already at an early look");
        Assert.True(gates.Count(g => g.Pairs == GateDefaults.SameRunnerEarlyUnchangedPairs) >= Gates * 0.2, "many at the first");
        Assert.True(gates.Count(g => g.Pairs < GateDefaults.SameRunnerPairs && g.Decision == PairedDecision.Undecided) <= Gates * 0.01, "stopped undecided only where the spread is wide");
    }

    [Fact]
    public void Pairs_beyond_the_threshold_on_both_sides_of_zero_stay_undecided_rather_than_unchanged()
    {
        // Half the pairs 20 % slower, half 20 % faster: nothing is certain, and "unchanged" would be a guess.
        double[] ratios = [.. Enumerable.Range(0, 8).Select(i => Math.Log(i % 2 == 0 ? 1.2 : 1 / 1.2))];

        Assert.Equal(PairedDecision.Undecided, SequentialPairedTest.Decide(ratios, Math.Log(1.05), 0.004, 0.05));
    }
}
