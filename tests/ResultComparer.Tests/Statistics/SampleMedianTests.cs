using PerfGate.Statistics;

namespace PerfGate.Tests.Statistics;

public sealed class SampleMedianTests
{
    // R: median(c(...)); type 7 agrees with it at p = 1/2.
    [Theory]
    [InlineData(new[] { 7.0 }, 7.0)]
    [InlineData(new[] { 3.0, 1, 2, 5, 4 }, 3.0)]
    [InlineData(new[] { 4.0, 1, 3, 2 }, 2.5)]
    [InlineData(new[] { 10.0, 10, 10, 12 }, 10.0)]
    [InlineData(new[] { 0.1, 0.2 }, 0.15000000000000002)]
    public void Matches_R(double[] values, double expected)
    {
        Assert.Equal(expected, SampleMedian.Of(values));
    }

    [Fact]
    public void Refuses_no_values()
    {
        Assert.Throws<ArgumentException>(() => SampleMedian.Of([]));
    }
}
