using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

/// <summary>"Could see ≥ +X %" is what the run could see: at that slowdown, its test flags about 80 % of gates.</summary>
public sealed class PairedSensitivityTests
{
    private const int Gates = 3000;

    [Theory]
    [InlineData(8, 0.004, 0.03)]
    [InlineData(12, 0.008, 0.03)]
    [InlineData(16, 0.008, 0.05)]
    [InlineData(16, 0.008, 0.15)]
    public void At_the_smallest_detectable_slowdown_the_test_flags_about_80_percent(int pairs, double level, double sigma)
    {
        var margin = Math.Log(1.05);
        var slowdown = PairedSensitivity.SmallestDetectableSlowdown(sigma, pairs, margin, level);
        var simulation = new PairedSimulation(seed: 17);

        var flagged = Enumerable.Range(0, Gates).Count(_ =>
            SequentialPairedTest.Decide([.. Enumerable.Range(0, pairs).Select(_ => simulation.Pair(sigma, slowdown, outlierRate: 0))], margin, level, 0.05)
                == PairedDecision.Regressed);

        var rate = (double)flagged / Gates;
        Assert.InRange(rate, 0.70, 0.90);
    }

    [Fact]
    public void The_spread_is_estimated_robustly_one_wild_pair_does_not_blind_a_quiet_benchmark()
    {
        var quiet = new PairedSimulation(seed: 2);
        double[] ratios = [.. Enumerable.Range(0, 16).Select(_ => quiet.Pair(0.03, 0, outlierRate: 0))];
        var before = PairedSensitivity.SmallestDetectableSlowdown(ratios, Math.Log(1.05), 0.008);
        ratios[5] = Math.Log(2.9);

        var after = PairedSensitivity.SmallestDetectableSlowdown(ratios, Math.Log(1.05), 0.008);

        Assert.InRange(after, before, before + 0.03);
    }

    [Fact]
    public void Too_few_pairs_for_the_level_see_nothing()
    {
        Assert.Equal(double.PositiveInfinity, PairedSensitivity.SmallestDetectableSlowdown(0.01, 7, Math.Log(1.05), 0.004));
    }
}
