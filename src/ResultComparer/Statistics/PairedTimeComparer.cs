using PerfGate.Thresholds;
using PerfGate.Verdicts;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// Compares base and head launches that ran in pairs, side by side in time on one machine (the same-runner
/// mode): pair i is base launch i and head launch i, started one right after the other. Whatever the machine
/// did at that moment (another job, a thermal limit, a noisy neighbour) hit both launches of the pair, so the
/// per-pair log ratio ln(head_i / base_i) of the launch medians cancels it, where a two-sample test over all
/// launches would see the drift as a difference (or hide a real one under it).
/// </summary>
/// <remarks>
/// <para>
/// The threshold keeps its meaning: "regressed" = head slower than base × (1 + threshold) with statistical
/// certainty, tested as an exact one-sided Wilcoxon signed-rank test (<see cref="SignedRankTest"/>) of
/// ln(head_i / base_i) − ln(1 + threshold) &gt; 0; "improved" the mirror image. The reported ratio is
/// exp(Hodges–Lehmann centre of the log ratios) (Pragmastat <c>Toolkit.Center</c>), the estimator that goes
/// with that test.
/// </para>
/// <para>
/// Pairing cancels drift shared by the two launches of a pair; it does not cancel what each process meets on its
/// own (a shared runner's load changing within a second, code layout, JIT), which on a 2-core machine moves launch
/// medians by 15–35 % even when quiet (docs/evaluation.md). The threshold is not widened for that noise: the test's
/// ranks already carry how far the pairs disagree, and its significance level alone bounds false alarms. An earlier
/// version widened the limit by half the range of the pair ratios, as <see cref="TimeComparer"/> does with the
/// baseline's launches; a range grows with the number of pairs, so more pairs detected less (replayed: +50 % found in
/// 9 % of the quiet sample's gates, against 51 % now, at 0 % false alarms both).
/// </para>
/// </remarks>
public static class PairedTimeComparer
{
    /// <summary>
    /// The fewest pairs that can decide at <paramref name="significanceLevel"/>: the smallest one-sided p-value of k
    /// pairs is 2^-k (every pair on one side), so at the default 0.02 that is 6 (1/64); with 5 (1/32) nothing
    /// could ever be decided.
    /// </summary>
    public static int MinimumPairs(double significanceLevel)
    {
        var pairs = 1;
        while (Math.Pow(0.5, pairs) >= significanceLevel)
        {
            pairs++;
        }

        return pairs;
    }

    /// <param name="baseLaunches">The base revision's samples, one array per launch, in pair order.</param>
    /// <param name="headLaunches">The head's samples, one array per launch, in pair order.</param>
    /// <exception cref="ArgumentException">The two sides have different launch counts: they must come in pairs.</exception>
    public static TimeVerdict Compare(
        IReadOnlyList<double[]> baseLaunches,
        IReadOnlyList<double[]> headLaunches,
        TimeThreshold threshold,
        double significanceLevel)
    {
        if (baseLaunches.Count != headLaunches.Count)
        {
            throw new ArgumentException($"Launches come in pairs: {baseLaunches.Count} base against {headLaunches.Count} head.", nameof(headLaunches));
        }

        var pairs = baseLaunches.Count;
        var baseSamples = baseLaunches.SelectMany(l => l).ToArray();
        var headSamples = headLaunches.SelectMany(l => l).ToArray();
        var baseMedian = baseSamples.Length > 0 ? Median(baseSamples) : double.NaN;
        var headMedian = headSamples.Length > 0 ? Median(headSamples) : double.NaN;

        TimeVerdict Verdict(MetricStatus status, double ratio, string? reason) =>
            new(status, baseMedian, headMedian, ratio, threshold, baseSamples.Length, headSamples.Length, reason)
            {
                BaselineLaunchCount = pairs,
                CurrentLaunchCount = pairs,
            };

        var baseMedians = baseLaunches.Select(l => l.Length > 0 ? Median(l) : double.NaN).ToArray();
        var headMedians = headLaunches.Select(l => l.Length > 0 ? Median(l) : double.NaN).ToArray();
        if (baseMedians.Concat(headMedians).Any(m => !(m > 0) || !double.IsFinite(m)))
        {
            return Verdict(MetricStatus.Inconclusive, double.NaN,
                "a launch has no positive time (an empty launch, or a benchmark too fast to time)");
        }

        var logRatios = headMedians.Zip(baseMedians, (head, @base) => Math.Log(head / @base)).ToArray();
        var ratio = Math.Exp(Toolkit.Center(new Sample(logRatios)).NominalValue);
        var minimumPairs = MinimumPairs(significanceLevel);
        if (pairs < minimumPairs)
        {
            return Verdict(MetricStatus.Inconclusive, ratio,
                $"only {pairs} base/head launch pair(s); at least {minimumPairs} are needed for the paired test to decide at α = {significanceLevel.ToString(System.Globalization.CultureInfo.InvariantCulture)}");
        }

        var margin = Math.Log(1 + threshold.Fraction);
        var slowerPValue = SignedRankTest.GreaterPValue([.. logRatios.Select(r => r - margin)]);
        var fasterPValue = SignedRankTest.GreaterPValue([.. logRatios.Select(r => -r - margin)]);
        var status = slowerPValue < significanceLevel ? MetricStatus.Regressed
            : fasterPValue < significanceLevel ? MetricStatus.Improved
            : MetricStatus.Unchanged;
        return Verdict(status, ratio, null);
    }

    private static double Median(double[] values) => SampleMedian.Of(values);
}
