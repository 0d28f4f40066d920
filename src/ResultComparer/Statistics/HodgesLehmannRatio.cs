using System.Buffers;

namespace PerfGate.Statistics;

/// <summary>
/// The Hodges–Lehmann ratio estimate: the median of all pairwise ratios current[i] / baseline[j], with the
/// same median definition as Pragmastat's <c>Toolkit.Ratio</c> (the mean of the two middle values for an even
/// count), which the tests check it against, with Pragmastat's own reference cases.
/// </summary>
/// <remarks>
/// Pragmastat 3.2.4 (Perfolizer 0.6.1 has no Hodges–Lehmann estimator of its own any more) sorts the n × m
/// ratios into a new sample. Measured side by side in one run (medians, 2-core shared machine): 100 × 100
/// samples 2.03 ms with <c>Toolkit.Ratio</c> against 0.058 ms here; 300 × 300, 26.8 ms against 0.97 ms.
/// Selecting the middle element in place is linear and gives the identical number; narrowing the sorted ratio
/// matrix first (<see cref="SortedRatioSelection"/>) gives it again without computing most ratios.
/// Above <see cref="MaterialisedPairLimit"/> pairs (32 MB of ratios) the ratios are not materialised:
/// <see cref="CountingMedian"/> finds the same middle values by counting, in memory linear in n + m.
/// </remarks>
public static class HodgesLehmannRatio
{
    /// <summary>4M pairs: 32 MB of ratios, far beyond 100 × 100 samples, far below 8M × 29 (2.6 GB).</summary>
    public const long MaterialisedPairLimit = 4_000_000;

    public static double Estimate(IReadOnlyList<double> current, IReadOnlyList<double> baseline) =>
        Estimate(current, baseline, MaterialisedPairLimit);

    /// <param name="materialisedPairLimit">The most pairs whose ratios are materialised; tests lower it to compare both paths.</param>
    /// <exception cref="PerfGateInputException">Too many pairs to materialise, and a value the counting path cannot order.</exception>
    internal static double Estimate(IReadOnlyList<double> current, IReadOnlyList<double> baseline, long materialisedPairLimit)
    {
        // n × m of two int counts always fits in a long.
        var pairs = (long)current.Count * baseline.Count;
        if (pairs == 0)
        {
            return double.NaN;
        }

        if (pairs > materialisedPairLimit || pairs > Array.MaxLength)
        {
            return CountingMedian.Of(current, baseline);
        }

        return SortedRatioSelection.TryMedian(current, baseline, out var median) ? median : SelectingMedian(current, baseline);
    }

    /// <summary>Every ratio computed, then the middle ones selected: the reference the faster paths are tested against,
    /// and the path for values those cannot order (a negative or non-finite time).</summary>
    internal static double SelectingMedian(IReadOnlyList<double> current, IReadOnlyList<double> baseline)
    {
        var count = checked(current.Count * baseline.Count);
        var buffer = ArrayPool<double>.Shared.Rent(count);
        try
        {
            var ratios = buffer.AsSpan(0, count);
            // Over arrays, not the interface: enumerating an IReadOnlyList per row cost more than the division.
            var divisors = AsArray(baseline);
            var k = 0;
            foreach (var x in AsArray(current))
            {
                var row = ratios.Slice(k, divisors.Length);
                for (var j = 0; j < row.Length; j++)
                {
                    row[j] = x / divisors[j];
                }

                k += divisors.Length;
            }

            var upper = count / 2;
            var upperMiddle = Select(ratios, upper);
            if (count % 2 == 1)
            {
                return upperMiddle;
            }

            // Selection leaves every element before position `upper` no greater than it, so the lower
            // middle value is the largest of them.
            var lowerMiddle = double.NegativeInfinity;
            foreach (var value in ratios[..upper])
            {
                lowerMiddle = Math.Max(lowerMiddle, value);
            }

            return (lowerMiddle + upperMiddle) / 2;
        }
        finally
        {
            ArrayPool<double>.Shared.Return(buffer);
        }
    }

    private static double[] AsArray(IReadOnlyList<double> values) => values as double[] ?? [.. values];

    /// <summary>Hoare's selection: reorders <paramref name="values"/> so that position k holds the k-th smallest.</summary>
    internal static double Select(Span<double> values, int k)
    {
        int left = 0, right = values.Length - 1;
        while (left < right)
        {
            var pivot = MedianOfThree(values[left], values[left + ((right - left) / 2)], values[right]);
            int i = left, j = right;
            while (i <= j)
            {
                while (values[i] < pivot)
                {
                    i++;
                }

                while (values[j] > pivot)
                {
                    j--;
                }

                if (i <= j)
                {
                    (values[i], values[j]) = (values[j], values[i]);
                    i++;
                    j--;
                }
            }

            if (k <= j)
            {
                right = j;
            }
            else if (k >= i)
            {
                left = i;
            }
            else
            {
                return values[k];
            }
        }

        return values[k];
    }

    private static double MedianOfThree(double a, double b, double c) =>
        Math.Max(Math.Min(a, b), Math.Min(Math.Max(a, b), c));
}
