namespace PerfGate.Statistics;

/// <summary>
/// The median of all pairwise ratios current[i] / baseline[j] without materialising them: memory linear in
/// n + m, time O((n + m) log(n + m)) plus 64 counting passes of O(n + m) per middle value. The result is the
/// very double <see cref="HodgesLehmannRatio"/>'s selection finds, not an approximation: it searches the
/// ratios as the division computes them.
/// </summary>
/// <remarks>
/// For x ≥ 0 and y &gt; 0, IEEE division is monotone (x / y never decreases as x grows nor increases as y
/// grows), so over sorted samples the pairs with x / y ≤ t are counted with two pointers, and the k-th smallest
/// ratio is the least double t with more than k such pairs. Non-negative doubles order like their bit
/// patterns, so a binary search over the bits [+0, +∞] finds it in at most 63 steps.
/// </remarks>
internal static class CountingMedian
{
    /// <exception cref="PerfGateInputException">A sample is negative, zero in the baseline, or not finite.</exception>
    public static double Of(IReadOnlyList<double> current, IReadOnlyList<double> baseline)
    {
        var x = Sorted(current);
        var y = Sorted(baseline);
        if (!(x[0] >= 0) || !double.IsFinite(x[^1]) || !(y[0] > 0) || !double.IsFinite(y[^1]))
        {
            throw new PerfGateInputException(
                $"The time ratio of {x.Length} × {y.Length} samples needs finite times, positive in the baseline; " +
                "these samples are not (check the results and the baseline for corrupt values).");
        }

        var pairs = checked((long)x.Length * y.Length);
        var upper = pairs / 2;
        var upperMiddle = Smallest(x, y, upper);
        if (pairs % 2 == 1)
        {
            return upperMiddle;
        }

        var lowerMiddle = Smallest(x, y, upper - 1);
        return (lowerMiddle + upperMiddle) / 2;
    }

    private static double[] Sorted(IReadOnlyList<double> values)
    {
        var sorted = values.ToArray();
        Array.Sort(sorted);
        return sorted;
    }

    /// <summary>The ratio of rank <paramref name="rank"/> (0-based) among all n × m.</summary>
    private static double Smallest(double[] x, double[] y, long rank)
    {
        var low = BitConverter.DoubleToInt64Bits(x[0] / y[^1]);
        var high = BitConverter.DoubleToInt64Bits(x[^1] / y[0]);
        while (low < high)
        {
            var middle = low + ((high - low) / 2);
            if (CountAtMost(x, y, BitConverter.Int64BitsToDouble(middle)) > rank)
            {
                high = middle;
            }
            else
            {
                low = middle + 1;
            }
        }

        return BitConverter.Int64BitsToDouble(low);
    }

    // Pairs with x / y ≤ limit. As y grows, x / y shrinks, so the x that qualify only ever grow in number.
    private static long CountAtMost(double[] x, double[] y, double limit)
    {
        long count = 0;
        var qualifying = 0;
        foreach (var divisor in y)
        {
            while (qualifying < x.Length && x[qualifying] / divisor <= limit)
            {
                qualifying++;
            }

            count += qualifying;
        }

        return count;
    }
}
