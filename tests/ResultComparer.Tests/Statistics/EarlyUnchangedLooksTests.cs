using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// The looks that can only say "unchanged". The interval tests' bounds below are max |centre ± t·σ/√n| computed
/// independently in Python (statistics.mean/stdev; Walsh averages and pairwise distances by hand; Student's 95 %
/// quantiles from tables: 2.919986 for 2 degrees of freedom, 2.353363 for 3, 2.131847 for 4): a case is unchanged
/// exactly when its bound is inside the margin.
/// </summary>
public sealed class EarlyUnchangedLooksTests
{
    private const double Level = GateDefaults.SameRunnerEquivalenceLevel;

    [Fact]
    public void The_gates_looks_come_after_5_and_6_pairs_by_signed_ranks() =>
        Assert.Equal(new EarlyUnchangedLooks(5, 6, UnchangedTest.SignedRanks), EarlyUnchangedLooks.Default);

    [Theory]
    [InlineData(1, 1)]
    [InlineData(5, 4)]
    [InlineData(5, 8)]
    public void Looks_outside_the_pairs_before_the_first_look_that_can_flag_are_refused(int first, int last) =>
        Assert.Throws<ArgumentOutOfRangeException>(() => new EarlyUnchangedLooks(first, last, UnchangedTest.SignedRanks));

    [Fact]
    public void Signed_ranks_cannot_call_4_pairs_unchanged_however_close_they_lie()
    {
        // 2^-4 = 0.0625 is beyond the level; 2^-5 = 0.031 is not.
        Assert.False(new EarlyUnchangedLooks(4, 4, UnchangedTest.SignedRanks).IsUnchanged([0.0001, -0.0002, 0.0003, -0.0001], Math.Log(1.05), Level));
        Assert.True(new EarlyUnchangedLooks(5, 5, UnchangedTest.SignedRanks).IsUnchanged([0.0001, -0.0002, 0.0003, -0.0001, 0.0002], Math.Log(1.05), Level));
    }

    [Theory]
    [InlineData(nameof(UnchangedTest.MeanInterval), new[] { 0.012, -0.004, 0.021 }, 0.0310134)]
    [InlineData(nameof(UnchangedTest.MeanInterval), new[] { 0.010, -0.015, 0.004, 0.019 }, 0.0214295)]
    [InlineData(nameof(UnchangedTest.MeanInterval), new[] { 0.031, 0.002, -0.011, 0.024, 0.009 }, 0.0270810)]
    [InlineData(nameof(UnchangedTest.MeanInterval), new[] { 0.02, 0.025, 0.018, 0.03, 0.5 }, 0.3219201)]
    [InlineData(nameof(UnchangedTest.CentreInterval), new[] { 0.012, -0.004, 0.021 }, 0.0385273)]
    [InlineData(nameof(UnchangedTest.CentreInterval), new[] { 0.010, -0.015, 0.004, 0.019 }, 0.0264703)]
    [InlineData(nameof(UnchangedTest.CentreInterval), new[] { 0.031, 0.002, -0.011, 0.024, 0.009 }, 0.0309888)]
    [InlineData(nameof(UnchangedTest.CentreInterval), new[] { 0.02, 0.025, 0.018, 0.03, 0.5 }, 0.0359941)]
    public void An_interval_calls_the_pairs_unchanged_exactly_when_it_lies_inside_the_margin(string test, double[] logRatios, double bound)
    {
        // The test by name: the enum is internal, a public theory's parameter cannot be.
        var looks = new EarlyUnchangedLooks(logRatios.Length, logRatios.Length, Enum.Parse<UnchangedTest>(test));

        Assert.True(looks.IsUnchanged(logRatios, bound * 1.0001, Level));
        Assert.False(looks.IsUnchanged(logRatios, bound * 0.9999, Level));
    }

    [Fact]
    public void A_change_exactly_at_the_threshold_is_called_unchanged_by_the_gates_early_looks_at_most_11_in_192_times()
    {
        // Exactly: all 5 first pairs below the threshold (1/32), or the look at 6's 3 of 64 sign patterns, less both
        // (1/64 + 1/192) = 11/192, whatever the noise as long as it is symmetric; the lower test then always holds.
        var looks = new PairedLooks(GateDefaults.SameRunnerPairs);
        var margin = Math.Log(1.05);
        var simulation = new PairedSimulation(seed: 13);
        const int Gates = 20_000;

        var unchanged = Enumerable.Range(0, Gates).Count(gate =>
        {
            double[] ratios = [.. Enumerable.Range(0, 6).Select(pair => simulation.Pair(0.03, slowdown: 0.05, outlierRate: 0))];
            return !looks.NeedsMore(ratios[..5], margin, 5) || !looks.NeedsMore(ratios, margin, 6);
        });

        Assert.InRange(unchanged / (double)Gates, (11.0 / 192) - 0.005, (11.0 / 192) + 0.005);
    }
}
