using PerfGate.Statistics;
using Perfolizer.Mathematics.GenericEstimators;
using PerfolizerSample = Perfolizer.Sample;

namespace PerfGate.Tests.Statistics;

public sealed class HodgesLehmannRatioTests
{
    [Theory]
    [InlineData(1, 1)]
    [InlineData(1, 2)]
    [InlineData(3, 4)]
    [InlineData(5, 5)]
    [InlineData(20, 20)]
    [InlineData(7, 31)]
    [InlineData(100, 100)]
    public void Equals_Perfolizers_estimate(int currentCount, int baselineCount)
    {
        var random = new Random((currentCount * 1000) + baselineCount);
        for (var trial = 0; trial < 50; trial++)
        {
            // Rounded values create ties, the hard case for selection.
            var current = Enumerable.Range(0, currentCount).Select(_ => Math.Round(100 + (random.NextDouble() * 20), trial % 2 == 0 ? 0 : 6)).ToArray();
            var baseline = Enumerable.Range(0, baselineCount).Select(_ => Math.Round(100 + (random.NextDouble() * 20), trial % 2 == 0 ? 0 : 6)).ToArray();

            var expected = HodgesLehmannEstimator.Instance.Ratio(new PerfolizerSample(current), new PerfolizerSample(baseline));

            Assert.Equal(expected, HodgesLehmannRatio.Estimate(current, baseline), precision: 12);
        }
    }

    [Fact]
    public void Is_the_scale_factor_between_shifted_samples()
    {
        var baseline = new[] { 10.0, 11, 12, 13, 14 };

        Assert.Equal(1.25, HodgesLehmannRatio.Estimate(baseline.Select(v => v * 1.25).ToArray(), baseline), precision: 2);
    }
}
