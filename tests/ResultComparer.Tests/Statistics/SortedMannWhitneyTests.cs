using PerfGate.Statistics;
using Perfolizer.Mathematics.SignificanceTesting.Base;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using Pragmastat;

namespace PerfGate.Tests.Statistics;

/// <summary>
/// The merged rank sum gives Perfolizer 0.6.1's Mann–Whitney p-value to the bit (a stricter check than any tolerance):
/// continuous and tied samples, ties within Perfolizer's 1e-9 and chains of them, values that the threshold's scaling
/// makes equal, sizes on both sides of the exact CDF's limit (n + m = 65) and beyond the sizes where the library's int
/// arithmetic wraps (n·m·(n + m + 1) past 2³¹, n(n + 1) past it at n = 46,341).
/// </summary>
public sealed class SortedMannWhitneyTests
{
    private static readonly double[] ThresholdPercents = [0, 5, 10, 12.5, 33.333333333333336, 41.7];

    public static TheoryData<int, int, int> Sizes => new()
    {
        { 1, 1, 1 }, { 1, 7, 2 }, { 3, 3, 3 }, { 3, 9, 4 }, { 5, 5, 5 }, { 9, 27, 6 }, { 32, 33, 7 }, { 33, 33, 8 },
        { 40, 60, 9 }, { 100, 100, 10 }, { 500, 20, 11 }, { 1_000, 1_000, 12 }, { 1_100, 1_300, 13 }, { 50_000, 100, 14 },
    };

    [Theory]
    [MemberData(nameof(Sizes))]
    public void Continuous_and_tied_samples_give_Perfolizers_p_value(int n, int m, int seed)
    {
        var random = new Random(seed);
        AssertSameAsPerfolizer(LogNormal(random, n, 100, 0.1), LogNormal(random, m, 105, 0.1));
        AssertSameAsPerfolizer(LogNormal(random, n, 100, 0.3), LogNormal(random, m, 70, 0.05));
        // Whole nanoseconds from a narrow range: most values tie within and across the sides.
        AssertSameAsPerfolizer(Whole(random, n, 95, 110), Whole(random, m, 90, 105));
        AssertSameAsPerfolizer(Whole(random, n, 100, 103), Whole(random, m, 100, 103));
    }

    [Theory]
    [InlineData(1)]
    [InlineData(5)]
    [InlineData(40)]
    [InlineData(200)]
    public void Equal_values_give_Perfolizers_p_value(int size)
    {
        var same = Enumerable.Repeat(42.0, size).ToArray();

        AssertSameAsPerfolizer(same, same);
        AssertSameAsPerfolizer(same, Enumerable.Repeat(40.0, size + 3).ToArray());
        AssertSameAsPerfolizer(Enumerable.Repeat(0.0, size).ToArray(), Enumerable.Repeat(0.0, 2 * size).ToArray());
    }

    [Fact]
    public void Values_closer_than_Perfolizers_tolerance_tie_to_the_smallest_of_their_group()
    {
        // 0, 4e-10 and 8e-10 tie with the group's first value; 1.2e-9 starts a group of its own (each within 1e-9 of
        // its neighbour, not of the first).
        double[] x = [1, 1 + 4e-10, 1 + 1.2e-9, 2, 2 + 8e-10, 3];
        double[] y = [1 + 8e-10, 1 + 1.6e-9, 2 + 4e-10, 2 + 9.99e-10, 3 + 2e-9, 4];

        AssertSameAsPerfolizer(x, y);
        var random = new Random(17);
        var chained = Enumerable.Range(0, 300).Select(i => 10 + (i * 3e-10) + (random.Next(2) * 1e-12)).ToArray();
        AssertSameAsPerfolizer(chained.Where((_, i) => i % 3 == 0).ToArray(), chained.Where((_, i) => i % 3 != 0).ToArray());
    }

    [Fact]
    public void Values_that_the_threshold_scales_onto_the_other_side_tie_as_in_Perfolizer()
    {
        var random = new Random(23);
        foreach (var percent in ThresholdPercents)
        {
            var y = Whole(random, 50, 80, 120);
            var factor = 1 + (percent / 100.0);
            // Half of x is exactly y scaled the way the test scales it, half a hair (within the tolerance) away.
            var x = y.Select((v, i) => (v * factor) + (i % 2 == 0 ? 0 : 5e-10)).ToArray();
            Array.Sort(x);
            Array.Sort(y);

            Assert.Equal(Perfolizer(x, y, percent), SortedMannWhitney.PValueGreater(x, y, percent));
            Assert.Equal(Perfolizer(y, x, percent), SortedMannWhitney.PValueGreater(y, x, percent));
        }
    }

    [Fact]
    public void Many_random_shapes_give_Perfolizers_p_value()
    {
        var random = new Random(2026);
        for (var trial = 0; trial < 400; trial++)
        {
            int n = random.Next(1, 80), m = random.Next(1, 80);
            var x = trial % 2 == 0 ? LogNormal(random, n, 100, 0.2) : Whole(random, n, 90, 110);
            var y = trial % 3 == 0 ? LogNormal(random, m, 95, 0.2) : Whole(random, m, 85, 105);
            AssertSameAsPerfolizer(x, y);
        }
    }

    private static void AssertSameAsPerfolizer(double[] x, double[] y)
    {
        double[] sortedX = [.. x], sortedY = [.. y];
        Array.Sort(sortedX);
        Array.Sort(sortedY);
        foreach (var percent in ThresholdPercents)
        {
            // Perfolizer on the unsorted sides, as the gate handed them over; ours on the sorted ones. Equal as doubles
            // (both NaN counts as equal: the library's Edgeworth expansion overflows at the largest sizes).
            Assert.Equal(Perfolizer(x, y, percent), SortedMannWhitney.PValueGreater(sortedX, sortedY, percent));
            Assert.Equal(Perfolizer(y, x, percent), SortedMannWhitney.PValueGreater(sortedY, sortedX, percent));
        }
    }

    private static double Perfolizer(double[] x, double[] y, double percent) =>
        MannWhitneyTest.Instance.GetPValue(
            new Sample(x),
            new Sample(y),
            AlternativeHypothesis.Greater,
            new Threshold(new PercentValue(percent).ToMeasurement()));

    private static double[] LogNormal(Random random, int count, double median, double sigma) =>
        [.. Enumerable.Range(0, count).Select(_ => median * Math.Exp(sigma * Gaussian(random)))];

    private static double[] Whole(Random random, int count, int low, int high) =>
        [.. Enumerable.Range(0, count).Select(_ => (double)random.Next(low, high + 1))];

    private static double Gaussian(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
