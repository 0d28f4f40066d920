using PerfGate.Statistics;
using Perfolizer.Mathematics.QuantileEstimators;
using Pragmastat;

namespace PerfGate.Tests.Statistics;

public sealed class SampleMedianTests
{
    [Fact]
    public void Gives_Perfolizer_s_median_bit_for_bit()
    {
        // Odd and even counts, ties (whole numbers every third draw), spreads from tiny to huge, and more values
        // than fit on the stack.
        var random = new Random(2026);
        foreach (var count in Enumerable.Range(1, 41).Append(127).Append(128).Append(129).Append(1000))
        {
            for (var trial = 0; trial < 25; trial++)
            {
                var scale = Math.Pow(10, random.Next(-3, 9));
                double[] values = [.. Enumerable.Range(0, count).Select(_ => random.NextDouble() * scale)];
                if (trial % 3 == 0)
                {
                    values = [.. values.Select(v => Math.Round(v))];
                }

                var expected = SimpleQuantileEstimator.Instance.Median(new Sample(values)).NominalValue;

                Assert.Equal(BitConverter.DoubleToInt64Bits(expected), BitConverter.DoubleToInt64Bits(SampleMedian.Of(values)));
                Assert.Equal(BitConverter.DoubleToInt64Bits(expected), BitConverter.DoubleToInt64Bits(SampleMedian.OfSorted(SampleMedian.SortedCopy(values))));
            }
        }
    }

    [Fact]
    public void Leaves_the_values_in_their_order()
    {
        double[] values = [3, 1, 2, 5, 4];

        Assert.Equal(3, SampleMedian.Of(values));
        Assert.Equal([3, 1, 2, 5, 4], values);
    }

    [Fact]
    public void Refuses_no_values()
    {
        Assert.Throws<ArgumentException>(() => SampleMedian.Of([]));
    }
}
