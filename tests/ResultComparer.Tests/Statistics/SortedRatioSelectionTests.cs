using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

public sealed class SortedRatioSelectionTests
{
    [Theory]
    [InlineData(1, 1)]
    [InlineData(2, 2)]
    [InlineData(3, 4)]
    [InlineData(20, 20)]
    [InlineData(7, 31)]
    [InlineData(100, 100)]
    [InlineData(99, 100)]
    [InlineData(300, 30)]
    [InlineData(1000, 29)]
    public void Finds_the_same_double_as_computing_every_ratio(int currentCount, int baselineCount)
    {
        var random = new Random((currentCount * 1000) + baselineCount);
        for (var trial = 0; trial < 60; trial++)
        {
            // Rounded to whole numbers every third trial, so ratios tie at the pivot, and a zero current time
            // every fifth: the edges of the narrowing.
            var digits = trial % 3 == 0 ? 0 : 6;
            var current = Draw(random, currentCount, digits, 1 + (trial % 4 * 0.1));
            var baseline = Draw(random, baselineCount, digits, 1);
            if (trial % 5 == 0)
            {
                current[0] = 0;
            }

            Assert.True(SortedRatioSelection.TryMedian(current, baseline, out var narrowed));
            var selected = HodgesLehmannRatio.SelectingMedian(current, baseline);

            Assert.Equal(BitConverter.DoubleToInt64Bits(selected), BitConverter.DoubleToInt64Bits(narrowed));
        }
    }

    [Fact]
    public void Identical_samples_give_exactly_one()
    {
        var samples = Enumerable.Repeat(250.0, 100).ToArray();

        Assert.True(SortedRatioSelection.TryMedian(samples, samples, out var ratio));
        Assert.Equal(1.0, ratio);
    }

    [Theory]
    [InlineData(100, 100)]
    [InlineData(5, 300)]
    [InlineData(300, 5)]
    public void Finds_the_same_double_when_nearly_every_ratio_ties(int currentCount, int baselineCount)
    {
        // Whole nanoseconds of a nanosecond benchmark: three values, so most ratios equal a pivot and the count up
        // to it must walk past long runs of ties.
        var random = new Random(currentCount + baselineCount);
        for (var trial = 0; trial < 30; trial++)
        {
            double[] current = [.. Enumerable.Range(0, currentCount).Select(_ => (double)random.Next(3, 6))];
            double[] baseline = [.. Enumerable.Range(0, baselineCount).Select(_ => (double)random.Next(3 + (trial % 2), 6))];

            Assert.True(SortedRatioSelection.TryMedian(current, baseline, out var narrowed));
            Assert.Equal(
                BitConverter.DoubleToInt64Bits(HodgesLehmannRatio.SelectingMedian(current, baseline)),
                BitConverter.DoubleToInt64Bits(narrowed));
        }
    }

    [Theory]
    [InlineData(0.0)]
    [InlineData(0.3)]
    [InlineData(0.5)]
    [InlineData(0.9)]
    public void Finds_the_same_double_when_the_ratio_of_the_medians_is_far_from_it(double slowShare)
    {
        // Two modes 3× apart: the medians' ratio, the first pivots' guess, can fall on either side of the
        // Hodges–Lehmann ratio or far from it; a wide and a zero spread shift the guessed pivots too.
        var random = new Random(17);
        for (var trial = 0; trial < 40; trial++)
        {
            var current = Bimodal(random, 100, slowShare);
            var baseline = trial % 4 == 0 ? Enumerable.Repeat(100.0, 100).ToArray() : Bimodal(random, 90, 1 - slowShare);

            Assert.True(SortedRatioSelection.TryMedian(current, baseline, out var narrowed));
            Assert.Equal(
                BitConverter.DoubleToInt64Bits(HodgesLehmannRatio.SelectingMedian(current, baseline)),
                BitConverter.DoubleToInt64Bits(narrowed));
        }
    }

    [Theory]
    [InlineData(-1.0, 10.0)]
    [InlineData(10.0, 0.0)]
    [InlineData(double.NaN, 10.0)]
    [InlineData(10.0, double.PositiveInfinity)]
    public void Declines_values_it_cannot_order_and_the_estimate_still_selects(double currentValue, double baselineValue)
    {
        double[] current = [currentValue, 12, 13, 14];
        double[] baseline = [baselineValue, 10, 11, 12];

        Assert.False(SortedRatioSelection.TryMedian(current, baseline, out _));
        Assert.Equal(
            BitConverter.DoubleToInt64Bits(HodgesLehmannRatio.SelectingMedian(current, baseline)),
            BitConverter.DoubleToInt64Bits(HodgesLehmannRatio.Estimate(current, baseline)));
    }

    private static double[] Bimodal(Random random, int count, double slowShare) =>
        [.. Enumerable.Range(0, count).Select(_ => (random.NextDouble() < slowShare ? 300 : 100) * (1 + (random.NextDouble() * 0.05)))];

    private static double[] Draw(Random random, int count, int digits, double scale) =>
        [.. Enumerable.Range(0, count).Select(_ => Math.Round(scale * (100 + (random.NextDouble() * 20)), digits))];
}
