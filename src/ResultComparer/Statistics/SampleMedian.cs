using Perfolizer.Mathematics.QuantileEstimators;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// The median the gate reports and tests with, the very double Perfolizer's <see cref="SimpleQuantileEstimator"/>
/// (Hyndman–Fan type 7) gives for an unweighted sample, without building a Pragmastat <see cref="Sample"/> for it.
/// </summary>
/// <remarks>
/// Why: a gate of 10,000 benchmarks takes about 14 medians per benchmark (both samples and every launch), and a
/// <see cref="Sample"/> per median (a copy, a lazily sorted copy, a weights list) was a fifth of the comparer's
/// allocations (docs/scale.md). <c>SampleMedianTests</c> hold it to Perfolizer's result bit for bit.
/// </remarks>
public static class SampleMedian
{
    /// <summary>Launches are short (BenchmarkDotNet's iterations of one process): their copies stay on the stack.</summary>
    private const int StackLimit = 128;

    /// <param name="sorted">Ascending, not empty.</param>
    public static double OfSorted(ReadOnlySpan<double> sorted)
    {
        // Type 7 at p = 1/2: the 1-based position h = (n − 1) / 2 + 1, interpolated between its neighbours in the
        // same arithmetic as Perfolizer, so an even count gives its bits (a × ½ + b × ½), not (a + b) / 2's.
        var n = sorted.Length;
        var h = ((n - 1) * 0.5) + 1;
        var floor = (int)h;
        var fraction = h - floor;
        return floor + 1 <= n
            ? (sorted[floor - 1] * (1 - fraction)) + (sorted[floor] * fraction)
            : sorted[floor - 1];
    }

    /// <summary>The median of values in any order; <paramref name="values"/> is left as it is.</summary>
    public static double Of(ReadOnlySpan<double> values)
    {
        if (values.IsEmpty)
        {
            throw new ArgumentException("A median needs at least one value.", nameof(values));
        }

        Span<double> copy = values.Length <= StackLimit ? stackalloc double[values.Length] : new double[values.Length];
        values.CopyTo(copy);
        copy.Sort();
        return OfSorted(copy);
    }

    /// <summary>A sorted copy of <paramref name="values"/>, for callers that need more than the median of it.</summary>
    public static double[] SortedCopy(IReadOnlyList<double> values)
    {
        var copy = values.ToArray();
        Array.Sort(copy);
        return copy;
    }
}
