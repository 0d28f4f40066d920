using System.Buffers;

namespace PerfGate.Statistics;

/// <summary>
/// The median of all pairwise ratios current[i] / baseline[j] found by narrowing the sorted ratio matrix instead
/// of computing all n × m ratios: the very double <see cref="HodgesLehmannRatio"/>'s selection finds, since it
/// compares the ratios as the division computes them.
/// </summary>
/// <remarks>
/// With x sorted ascending and y sorted descending, x[i] / y[j] never decreases along a row or a column (IEEE
/// division is monotone for x ≥ 0, y &gt; 0). Each round takes one remaining ratio as a pivot, counts the ratios
/// below and up to it in O(n + m) with a pointer per row, and drops the rows' ends that cannot hold the middle
/// ranks. Once few ratios remain they are materialised and selected. For 100 × 100 samples this takes about a
/// dozen rounds of 200 divisions instead of 10,000 divisions and a selection over 10,000 values; measured in
/// eval/scale (docs/scale.md) and tested to give the identical double.
/// </remarks>
internal static class SortedRatioSelection
{
    /// <summary>Below this many remaining ratios per sample, selecting them directly is cheaper than another round.</summary>
    private const int RemainingPerSample = 4;

    /// <summary>
    /// The first two pivots lie this many times (the samples' relative interquartile ranges, summed, over the square
    /// root of the smaller sample's size) below and above the ratio of the medians; 0.2–0.8 measured alike, none 35 %
    /// slower (docs/scale.md).
    /// </summary>
    private const double GuessWidth = 0.4;

    /// <summary>The Hodges–Lehmann ratio (the mean of the two middle ratios for an even count).</summary>
    /// <returns>False, and NaN, when a value cannot be ordered this way: negative, zero in the baseline, or not finite.</returns>
    public static bool TryMedian(IReadOnlyList<double> current, IReadOnlyList<double> baseline, out double median)
    {
        median = double.NaN;
        var x = current.ToArray();
        var y = baseline.ToArray();
        if (x.Length == 0 || y.Length == 0)
        {
            return false;
        }

        SortUnlessSorted(x);
        SortUnlessSorted(y);
        if (!(x[0] >= 0) || !double.IsFinite(x[^1]) || !(y[0] > 0) || !double.IsFinite(y[^1]))
        {
            return false;
        }

        Array.Reverse(y);
        var pairs = (long)x.Length * y.Length;
        var upper = pairs / 2;
        var lower = pairs % 2 == 1 ? upper : upper - 1;
        var (lowerMiddle, upperMiddle) = new Matrix(x, y).Select(lower, upper);
        median = lower == upper ? upperMiddle : (lowerMiddle + upperMiddle) / 2;
        return true;
    }

    // TimeComparer passes samples Perfolizer has sorted for their medians already.
    private static void SortUnlessSorted(double[] values)
    {
        for (var i = 1; i < values.Length; i++)
        {
            if (!(values[i - 1] <= values[i]))
            {
                Array.Sort(values);
                return;
            }
        }
    }

    /// <param name="X">Ascending.</param>
    /// <param name="Y">Descending, positive.</param>
    private readonly record struct Matrix(double[] X, double[] Y)
    {
        /// <summary>The ratios of ranks <paramref name="lower"/> and <paramref name="upper"/> (0-based; equal or adjacent).</summary>
        public (double Lower, double Upper) Select(long lower, long upper)
        {
            int n = X.Length, m = Y.Length;
            // Per row, the columns [start, end) still in play; to the left of start lie ratios of lower rank than
            // `lower`, to the right of end ratios of higher rank than `upper`.
            var start = new int[n];
            var end = new int[n];
            Array.Fill(end, m);
            var below = new int[n];
            var upTo = new int[n];
            var remaining = (long)n * m;
            if (remaining > RemainingPerSample * (n + m))
            {
                remaining = NarrowAroundGuess(start, end, below, upTo, lower, upper);
            }

            // Any pivot gives the same result; a fixed-seed generator keeps the run time reproducible.
            var random = new Random(n ^ (m << 16));
            while (remaining > RemainingPerSample * (n + m))
            {
                var pivot = Pick(start, end, random.NextInt64(remaining));
                var less = Count(pivot, below, inclusive: false);
                var atMost = Count(pivot, upTo, inclusive: true);
                if (atMost <= lower)
                {
                    Narrow(start, upTo, raise: true);
                }
                else if (less > upper)
                {
                    Narrow(end, below, raise: false);
                }
                else if (less <= lower && atMost > upper)
                {
                    return (pivot, pivot);
                }
                else if (less > lower)
                {
                    // lower < less ≤ upper: the upper rank is the pivot, the lower one the largest ratio below it.
                    return (LargestBefore(below), pivot);
                }
                else
                {
                    // lower < atMost ≤ upper: the lower rank is the pivot, the upper one the smallest ratio above it.
                    return (pivot, SmallestFrom(upTo));
                }

                remaining = 0;
                for (var i = 0; i < n; i++)
                {
                    remaining += end[i] - start[i];
                }
            }

            long dropped = 0;
            for (var i = 0; i < n; i++)
            {
                dropped += start[i];
            }

            return Materialised(start, end, (int)remaining, lower - dropped, upper - dropped);
        }

        /// <summary>
        /// Two rounds with pivots just below and just above the ratio of the medians, which lies close to the
        /// Hodges–Lehmann ratio, within about the medians' standard errors: a random pivot drops part of the
        /// remaining ratios on one side only, these two usually drop most of them on both (docs/scale.md). They
        /// need not be ratios of the matrix, so they only narrow; the random rounds and the selection decide.
        /// </summary>
        /// <returns>The ratios still in play.</returns>
        private long NarrowAroundGuess(int[] start, int[] end, int[] below, int[] upTo, long lower, long upper)
        {
            int n = X.Length, m = Y.Length;
            var guess = X[n / 2] / Y[m / 2];
            var spread = ((X[3 * n / 4] - X[n / 4]) / X[n / 2]) + ((Y[m / 4] - Y[3 * m / 4]) / Y[m / 2]);
            var margin = GuessWidth * spread / Math.Sqrt(Math.Min(n, m));
            foreach (var pivot in (ReadOnlySpan<double>)[guess * (1 - margin), guess * (1 + margin)])
            {
                if (!double.IsFinite(pivot))
                {
                    continue;
                }

                var less = Count(pivot, below, inclusive: false);
                var atMost = Count(pivot, upTo, inclusive: true);
                // Ratios below the pivot have ranks below `less`, ratios above it ranks from `atMost` on.
                if (atMost <= lower)
                {
                    Narrow(start, upTo, raise: true);
                }
                else if (less <= lower)
                {
                    Narrow(start, below, raise: true);
                }

                if (less > upper)
                {
                    Narrow(end, below, raise: false);
                }
                else if (atMost > upper)
                {
                    Narrow(end, upTo, raise: false);
                }
            }

            long remaining = 0;
            for (var i = 0; i < X.Length; i++)
            {
                remaining += Math.Max(0, end[i] - start[i]);
            }

            return remaining;
        }

        private double Pick(int[] start, int[] end, long index)
        {
            for (var i = 0; ; i++)
            {
                var width = end[i] - start[i];
                if (index < width)
                {
                    return X[i] / Y[start[i] + (int)index];
                }

                index -= width;
            }
        }

        // Per row, how many ratios are below (or at most) the pivot. The count never grows from one row to the
        // next, so one column pointer walks left across all rows: O(n + m).
        private long Count(double pivot, int[] counts, bool inclusive)
        {
            long total = 0;
            var column = Y.Length;
            for (var i = 0; i < X.Length; i++)
            {
                var x = X[i];
                while (column > 0 && (inclusive ? x / Y[column - 1] > pivot : x / Y[column - 1] >= pivot))
                {
                    column--;
                }

                counts[i] = column;
                total += column;
            }

            return total;
        }

        private static void Narrow(int[] bounds, int[] counts, bool raise)
        {
            for (var i = 0; i < bounds.Length; i++)
            {
                bounds[i] = raise ? Math.Max(bounds[i], counts[i]) : Math.Min(bounds[i], counts[i]);
            }
        }

        private double LargestBefore(int[] below)
        {
            var largest = double.NegativeInfinity;
            for (var i = 0; i < X.Length; i++)
            {
                if (below[i] > 0)
                {
                    largest = Math.Max(largest, X[i] / Y[below[i] - 1]);
                }
            }

            return largest;
        }

        private double SmallestFrom(int[] upTo)
        {
            var smallest = double.PositiveInfinity;
            for (var i = 0; i < X.Length; i++)
            {
                if (upTo[i] < Y.Length)
                {
                    smallest = Math.Min(smallest, X[i] / Y[upTo[i]]);
                }
            }

            return smallest;
        }

        private (double Lower, double Upper) Materialised(int[] start, int[] end, int count, long lower, long upper)
        {
            var buffer = ArrayPool<double>.Shared.Rent(count);
            try
            {
                var ratios = buffer.AsSpan(0, count);
                var k = 0;
                for (var i = 0; i < X.Length; i++)
                {
                    for (var j = start[i]; j < end[i]; j++)
                    {
                        ratios[k++] = X[i] / Y[j];
                    }
                }

                var upperValue = HodgesLehmannRatio.Select(ratios, (int)upper);
                if (lower == upper)
                {
                    return (upperValue, upperValue);
                }

                // Selection leaves every element before position `upper` no greater than it.
                var lowerValue = double.NegativeInfinity;
                foreach (var value in ratios[..(int)upper])
                {
                    lowerValue = Math.Max(lowerValue, value);
                }

                return (lowerValue, upperValue);
            }
            finally
            {
                ArrayPool<double>.Shared.Return(buffer);
            }
        }
    }
}
