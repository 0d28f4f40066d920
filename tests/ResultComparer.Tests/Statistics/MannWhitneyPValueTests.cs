using PerfGate.Statistics;
using Perfolizer.Mathematics.SignificanceTesting.Base;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using Pragmastat;

namespace PerfGate.Tests.Statistics;

public sealed class MannWhitneyPValueTests
{
    [Theory]
    [InlineData(3, 3, 0)]
    [InlineData(5, 7, 5)]
    [InlineData(20, 20, 5)]
    [InlineData(30, 35, 12.5)]
    [InlineData(33, 33, 5)]
    [InlineData(100, 100, 5)]
    [InlineData(100, 100, 0)]
    [InlineData(7, 200, 40)]
    public void Is_the_library_p_value_exactly(int currentCount, int baselineCount, double thresholdPercent)
    {
        var random = new Random((currentCount * 1000) + baselineCount);
        var margin = new Threshold(new PercentValue(thresholdPercent).ToMeasurement());
        for (var trial = 0; trial < 40; trial++)
        {
            // Whole numbers every third trial, so values tie; shifts from none to well past the threshold.
            var digits = trial % 3 == 0 ? 0 : 9;
            var shift = 1 + (trial % 5 * 0.04);
            var current = new Sample([.. Enumerable.Range(0, currentCount).Select(_ => Math.Round(shift * (100 + (random.NextDouble() * 20)), digits))]);
            var baseline = new Sample([.. Enumerable.Range(0, baselineCount).Select(_ => Math.Round(100 + (random.NextDouble() * 20), digits))]);

            foreach (var (x, y) in new[] { (current, baseline), (baseline, current) })
            {
                double expected = MannWhitneyTest.Instance.GetPValue(x, y, AlternativeHypothesis.Greater, margin);

                Assert.Equal(BitConverter.DoubleToInt64Bits(expected), BitConverter.DoubleToInt64Bits(MannWhitneyPValue.Greater(x, y, thresholdPercent)));
            }
        }
    }
}
