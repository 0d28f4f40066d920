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

    /// <summary>Up to this many samples a side, the sorted copies and the per-row column bounds live on the stack.</summary>
    private const int StackLimit = 256;

    /// <summary>The Hodges–Lehmann ratio (the mean of the two middle ratios for an even count).</summary>
    /// <returns>False, and NaN, when a value cannot be ordered this way: negative, zero in the baseline, or not finite.</returns>
    public static bool TryMedian(IReadOnlyList<double> current, IReadOnlyList<double> baseline, out double median)
    {
        median = double.NaN;
        int n = current.Count, m = baseline.Count;
        if (n == 0 || m == 0)
        {
            return false;
        }

        // The copies and bounds are the only memory this needs: at 10,000 benchmarks, heap arrays for them were
        // 3 KB a benchmark of garbage (docs/scale.md).
        Span<double> x = n <= StackLimit ? stackalloc double[n] : new double[n];
        Span<double> y = m <= StackLimit ? stackalloc double[m] : new double[m];
        Span<int> bounds = n <= StackLimit ? stackalloc int[4 * n] : new int[4 * n];
        SortedCopy(current, x);
        SortedCopy(baseline, y);
        if (!(x[0] >= 0) || !double.IsFinite(x[^1]) || !(y[0] > 0) || !double.IsFinite(y[^1]))
        {
            return false;
        }

        y.Reverse();
        var pairs = (long)n * m;
        var upper = pairs / 2;
        var lower = pairs % 2 == 1 ? upper : upper - 1;
        var matrix = new Matrix(x, y, bounds.Slice(0, n), bounds.Slice(n, n), bounds.Slice(2 * n, n), bounds.Slice(3 * n, n));
        var (lowerMiddle, upperMiddle) = matrix.Select(lower, upper);
        median = lower == upper ? upperMiddle : (lowerMiddle + upperMiddle) / 2;
        return true;
    }

    // TimeComparer passes samples it has sorted for their medians already: copying them is all it takes.
    private static void SortedCopy(IReadOnlyList<double> values, Span<double> copy)
    {
        if (values is double[] array)
        {
            array.CopyTo(copy);
        }
        else
        {
            for (var i = 0; i < copy.Length; i++)
            {
                copy[i] = values[i];
            }
        }

        for (var i = 1; i < copy.Length; i++)
        {
            if (!(copy[i - 1] <= copy[i]))
            {
                copy.Sort();
                return;
            }
        }
    }

    /// <summary>
    /// The sorted ratio matrix and, per row, the columns [start, end) still in play: to the left of start lie ratios
    /// of lower rank than `lower`, to the right of end ratios of higher rank than `upper`. below and upTo receive a
    /// pivot's counts per row.
    /// </summary>
    private readonly ref struct Matrix
    {
        private readonly ReadOnlySpan<double> _x;
        private readonly ReadOnlySpan<double> _y;
        private readonly Span<int> _start;
        private readonly Span<int> _end;
        private readonly Span<int> _below;
        private readonly Span<int> _upTo;

        /// <param name="x">Ascending.</param>
        /// <param name="y">Descending, positive.</param>
        /// <param name="start">Per row of <paramref name="x"/>; so are the other three.</param>
        public Matrix(ReadOnlySpan<double> x, ReadOnlySpan<double> y, Span<int> start, Span<int> end, Span<int> below, Span<int> upTo)
        {
            _x = x;
            _y = y;
            _start = start;
            _end = end;
            _below = below;
            _upTo = upTo;
        }

        /// <summary>The ratios of ranks <paramref name="lower"/> and <paramref name="upper"/> (0-based; equal or adjacent).</summary>
        public (double Lower, double Upper) Select(long lower, long upper)
        {
            int n = _x.Length, m = _y.Length;
            _start.Clear();
            _end.Fill(m);
            var remaining = (long)n * m;
            if (remaining > RemainingPerSample * (n + m))
            {
                remaining = NarrowAroundGuess(lower, upper);
            }

            // Any pivot gives the same result; a fixed seed keeps the run time reproducible.
            var random = new PivotPicker(n ^ (m << 16));
            while (remaining > RemainingPerSample * (n + m))
            {
                var pivot = Pick(random.Next(remaining));
                var (less, atMost) = Count(pivot);
                if (atMost <= lower)
                {
                    Narrow(_start, _upTo, raise: true);
                }
                else if (less > upper)
                {
                    Narrow(_end, _below, raise: false);
                }
                else if (less <= lower && atMost > upper)
                {
                    return (pivot, pivot);
                }
                else if (less > lower)
                {
                    // lower < less ≤ upper: the upper rank is the pivot, the lower one the largest ratio below it.
                    return (LargestBefore(), pivot);
                }
                else
                {
                    // lower < atMost ≤ upper: the lower rank is the pivot, the upper one the smallest ratio above it.
                    return (pivot, SmallestFrom());
                }

                remaining = 0;
                for (var i = 0; i < n; i++)
                {
                    remaining += _end[i] - _start[i];
                }
            }

            long dropped = 0;
            for (var i = 0; i < n; i++)
            {
                dropped += _start[i];
            }

            return Materialised((int)remaining, lower - dropped, upper - dropped);
        }

        /// <summary>
        /// Two rounds with pivots just below and just above the ratio of the medians, which lies close to the
        /// Hodges–Lehmann ratio, within about the medians' standard errors: a random pivot drops part of the
        /// remaining ratios on one side only, these two usually drop most of them on both (docs/scale.md). They
        /// need not be ratios of the matrix, so they only narrow; the random rounds and the selection decide.
        /// </summary>
        /// <returns>The ratios still in play.</returns>
        private long NarrowAroundGuess(long lower, long upper)
        {
            int n = _x.Length, m = _y.Length;
            var guess = _x[n / 2] / _y[m / 2];
            var spread = ((_x[3 * n / 4] - _x[n / 4]) / _x[n / 2]) + ((_y[m / 4] - _y[3 * m / 4]) / _y[m / 2]);
            var margin = GuessWidth * spread / Math.Sqrt(Math.Min(n, m));
            foreach (var pivot in (ReadOnlySpan<double>)[guess * (1 - margin), guess * (1 + margin)])
            {
                if (!double.IsFinite(pivot))
                {
                    continue;
                }

                var (less, atMost) = Count(pivot);
                // Ratios below the pivot have ranks below `less`, ratios above it ranks from `atMost` on.
                if (atMost <= lower)
                {
                    Narrow(_start, _upTo, raise: true);
                }
                else if (less <= lower)
                {
                    Narrow(_start, _below, raise: true);
                }

                if (less > upper)
                {
                    Narrow(_end, _below, raise: false);
                }
                else if (atMost > upper)
                {
                    Narrow(_end, _upTo, raise: false);
                }
            }

            long remaining = 0;
            for (var i = 0; i < n; i++)
            {
                remaining += Math.Max(0, _end[i] - _start[i]);
            }

            return remaining;
        }

        private double Pick(long index)
        {
            for (var i = 0; ; i++)
            {
                var width = _end[i] - _start[i];
                if (index < width)
                {
                    return _x[i] / _y[_start[i] + (int)index];
                }

                index -= width;
            }
        }

        /// <summary>
        /// Per row, how many ratios are below the pivot (into below) and at most the pivot (into upTo), and their
        /// totals. Neither count grows from one row to the next, so one column pointer for each walks left across all
        /// rows: O(n + m). Both walk in one loop, and the second mostly takes a shortcut: when the first ratio not below
        /// the pivot is above it, no ratio of the row equals the pivot. Two separate walks cost twice the hard-to-predict
        /// branches, half the selection's time (docs/scale.md).
        /// </summary>
        private (long Less, long AtMost) Count(double pivot)
        {
            long less = 0, atMost = 0;
            int column = _y.Length, upTo = _y.Length;
            for (var i = 0; i < _x.Length; i++)
            {
                var x = _x[i];
                while (column > 0 && x / _y[column - 1] >= pivot)
                {
                    column--;
                }

                if (upTo > column && x / _y[column] > pivot)
                {
                    upTo = column;
                }
                else
                {
                    while (upTo > column && x / _y[upTo - 1] > pivot)
                    {
                        upTo--;
                    }
                }

                _below[i] = column;
                _upTo[i] = upTo;
                less += column;
                atMost += upTo;
            }

            return (less, atMost);
        }

        private static void Narrow(Span<int> bounds, ReadOnlySpan<int> counts, bool raise)
        {
            for (var i = 0; i < bounds.Length; i++)
            {
                bounds[i] = raise ? Math.Max(bounds[i], counts[i]) : Math.Min(bounds[i], counts[i]);
            }
        }

        private double LargestBefore()
        {
            var largest = double.NegativeInfinity;
            for (var i = 0; i < _x.Length; i++)
            {
                if (_below[i] > 0)
                {
                    largest = Math.Max(largest, _x[i] / _y[_below[i] - 1]);
                }
            }

            return largest;
        }

        private double SmallestFrom()
        {
            var smallest = double.PositiveInfinity;
            for (var i = 0; i < _x.Length; i++)
            {
                if (_upTo[i] < _y.Length)
                {
                    smallest = Math.Min(smallest, _x[i] / _y[_upTo[i]]);
                }
            }

            return smallest;
        }

        private (double Lower, double Upper) Materialised(int count, long lower, long upper)
        {
            var buffer = ArrayPool<double>.Shared.Rent(count);
            try
            {
                var ratios = buffer.AsSpan(0, count);
                var k = 0;
                for (var i = 0; i < _x.Length; i++)
                {
                    for (var j = _start[i]; j < _end[i]; j++)
                    {
                        ratios[k++] = _x[i] / _y[j];
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

    /// <summary>
    /// Random pivots from a fixed seed (SplitMix64): System.Random with a seed builds a 56-entry table per call,
    /// 1–2 % of the selection's time for a handful of draws. Which ratio is the pivot changes only how fast the
    /// selection narrows, never its result.
    /// </summary>
    private struct PivotPicker(long seed)
    {
        private ulong _state = (ulong)seed;

        /// <summary>Near-uniform in [0, <paramref name="count"/>); the modulo's bias is irrelevant to a pivot.</summary>
        public long Next(long count)
        {
            _state += 0x9E3779B97F4A7C15;
            var z = _state;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
            z ^= z >> 31;
            return (long)(z % (ulong)count);
        }
    }
}
