using System.Globalization;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// The Hodges–Lehmann ratio estimate: the median of all pairwise ratios current[i] / baseline[j] (the mean of the
/// two middle ones for an even count), as Pragmastat's <c>Toolkit.Ratio</c> computes it.
/// </summary>
/// <remarks>
/// Pragmastat 3.2.4 materialises and sorts the n × m ratios: about 1.4 ms for 100 × 100 samples, 78 ms for
/// 1,000 × 1,000 and 0.34 s for 2,000 × 2,000 (one run each, 2-core machine, nothing else running). Every
/// benchmark of a gate takes seconds of benchmark processes, so this is far below 1 % of what a user waits for at
/// the sizes real runs produce; only <see cref="MaxPairs"/> bounds it.
/// </remarks>
public static class HodgesLehmannRatio
{
    /// <summary>
    /// The most pairs compared for one benchmark: 2,000 × 2,000 took 0.34 s and a 190 MB peak. The largest real run
    /// is far below it: BenchmarkDotNet's long job (3 launches × 100 iterations) with 5 baseline runs against 6
    /// pooled runs is 1,500 × 1,800 samples, 2.7 million pairs.
    /// </summary>
    public const long MaxPairs = 4_000_000;

    /// <returns>NaN when a side has no samples.</returns>
    public static double Estimate(IReadOnlyList<double> current, IReadOnlyList<double> baseline) =>
        current.Count == 0 || baseline.Count == 0
            ? double.NaN
            : Toolkit.Ratio(new Sample(current), new Sample(baseline)).NominalValue;

    /// <summary>Refuses a benchmark with more samples than <see cref="MaxPairs"/> allows, before any is compared.</summary>
    /// <exception cref="PerfGateInputException">More than <see cref="MaxPairs"/> pairs.</exception>
    public static void RefuseTooManyPairs(string benchmark, int currentCount, int baselineCount)
    {
        var pairs = (long)currentCount * baselineCount;
        if (pairs > MaxPairs)
        {
            throw new PerfGateInputException(
                $"'{benchmark}' has {Count(currentCount)} samples against {Count(baselineCount)} in the baseline: {Count(pairs)} pairwise ratios, " +
                $"more than the {Count(MaxPairs)} PerfGate compares for one benchmark (no real run measures that many). " +
                "Measure it with a shorter job (fewer launches or iterations), or record the baseline from fewer runs.");
        }
    }

    private static string Count(long value) => value.ToString("N0", CultureInfo.InvariantCulture);
}
