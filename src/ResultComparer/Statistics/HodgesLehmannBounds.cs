using System.Collections.Concurrent;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Pragmastat.Algorithms;

namespace PerfGate.Statistics;

/// <summary>
/// Distribution-free bounds of the Hodges–Lehmann ratio, the interval the gate's one-sided Mann–Whitney tests
/// imply: the time test calls a benchmark regressed exactly when <see cref="RatioInterval.Lower"/> exceeds
/// 1 + limit, and improved exactly when <see cref="RatioInterval.Upper"/> is below 1 ÷ (1 + limit).
/// </summary>
/// <remarks>
/// <para>
/// The one-sided test of "current &gt; baseline × r" counts the pairwise ratios current[i] ÷ baseline[j] above r and
/// rejects when the count reaches a critical value c of the Mann–Whitney null distribution (Perfolizer's own
/// distribution, exact up to 65 units in all as its test uses it). So it rejects for every r below the c-th largest
/// pairwise ratio: that ratio is the lower bound, and the c-th smallest is the upper one (the classic
/// Hodges–Lehmann interval, valid when the two sides differ by a factor). Each bound holds with probability at
/// least 1 − α, the pair with at least 1 − 2α.
/// </para>
/// <para>
/// Only honest for independent units: the launch medians. Iterations of one process are not independent of each
/// other, and bounds from them would be narrower than what a re-run shows, so the gate reports none for them.
/// The order statistics come from Pragmastat's <see cref="FastShift"/> on logarithms (ratios are differences of
/// logarithms), which selects them without materialising the n × m pairs: 2.0 µs at 3 vs 9 launches against 0.7 µs
/// for sorting the 27 ratios, 3.1 µs against 6.1 µs at 9 vs 27 (medians of 9 rounds, one run, load average 21).
/// Too little either way to keep a second path.
/// </para>
/// </remarks>
public static class HodgesLehmannBounds
{
    private static readonly ConcurrentDictionary<(int N, int M, double Alpha), long> CriticalCounts = new();

    /// <returns>Null when the units cannot bound the ratio at <paramref name="significanceLevel"/> (with 2 against 2
    /// no test can reject below 1/6), or a time is not positive.</returns>
    public static RatioInterval? Of(IReadOnlyList<double> current, IReadOnlyList<double> baseline, double significanceLevel)
    {
        int n = current.Count, m = baseline.Count;
        if (n == 0 || m == 0 || current.Any(v => !(v > 0)) || baseline.Any(v => !(v > 0)))
        {
            return null;
        }

        var pairs = (long)n * m;
        var slowerCritical = CriticalCount(n, m, significanceLevel);
        var fasterCritical = CriticalCount(m, n, significanceLevel);
        if (slowerCritical > pairs || fasterCritical > pairs || pairs < 2)
        {
            return null;
        }

        // 1-based ranks among the ascending pairwise ratios: the c-th largest and the c-th smallest.
        var lowerRank = pairs - slowerCritical + 1;
        var upperRank = fasterCritical;
        if (lowerRank > upperRank)
        {
            return null;
        }

        double[] logCurrent = [.. current.Select(v => Math.Log(v))];
        double[] logBaseline = [.. baseline.Select(v => Math.Log(v))];
        var bounds = FastShift.Estimate(logCurrent, logBaseline, [Probability(lowerRank, pairs), Probability(upperRank, pairs)]);
        return new RatioInterval(Math.Exp(bounds[0]), Math.Exp(bounds[1]), Math.Max(0, 1 - (2 * significanceLevel)));
    }

    /// <summary>
    /// The smallest count of pairs with x above y at which the one-sided Mann–Whitney test rejects at
    /// <paramref name="significanceLevel"/>; n × m + 1 when none does. Cached: a gate meets few (n, m, α), and
    /// computing one took 20 µs at 3 vs 9 and 75 µs at 6 vs 9 (load average 20), against 1–2 µs for the bounds.
    /// </summary>
    public static long CriticalCount(int n, int m, double significanceLevel) =>
        CriticalCounts.GetOrAdd((n, m, significanceLevel), key => ComputeCriticalCount(key.N, key.M, key.Alpha));

    // Perfolizer's p-value for a count u is 1 − CDF(u), which is P(count ≥ u) under the null.
    private static long ComputeCriticalCount(int n, int m, double significanceLevel)
    {
        IMannWhitneyCdf cdf = n + m <= BinomialCoefficientHelper.MaxAcceptableN
            ? MannWhitneyLoefflerExactCdf.Instance
            : MannWhitneyEdgeworthApproxCdf.Instance;
        var pairs = n * m;
        int low = 0, high = pairs + 1;
        // The p-value falls as the count grows: find the first count that rejects.
        while (low < high)
        {
            var middle = low + ((high - low) / 2);
            if (1 - cdf.Cdf(n, m, middle) < significanceLevel)
            {
                high = middle;
            }
            else
            {
                low = middle + 1;
            }
        }

        return low;
    }

    // FastShift's quantiles are type 7: probability (rank − 1) / (count − 1) is the rank-th smallest value itself.
    private static double Probability(long rank, long count) => (rank - 1) / (double)(count - 1);
}
