using PerfGate.Thresholds;
using PerfGate.Verdicts;
using Perfolizer.Mathematics.QuantileEstimators;
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
/// Pairing cancels drift shared by the two launches of a pair; it does not cancel the independent noise of
/// each process (code layout, JIT), which for nanosecond benchmarks spreads launches by 20–40 %. As in
/// <see cref="TimeComparer"/>, the threshold widens to the launch-spread factor times a spread, here the
/// relative spread of the per-pair ratios ((max − min) / median), which holds that noise and not the drift.
/// </para>
/// </remarks>
public static class PairedTimeComparer
{
    /// <summary>
    /// The fewest pairs that can decide: with 4 the smallest one-sided p-value is 1/16 = 0.0625, below the
    /// default significance level 0.08; with 3 it is 1/8 and nothing could ever be decided.
    /// </summary>
    public const int MinimumPairs = 4;

    /// <param name="baseLaunches">The base revision's samples, one array per launch, in pair order.</param>
    /// <param name="headLaunches">The head's samples, one array per launch, in pair order.</param>
    /// <exception cref="ArgumentException">The two sides have different launch counts: they must come in pairs.</exception>
    public static TimeVerdict Compare(
        IReadOnlyList<double[]> baseLaunches,
        IReadOnlyList<double[]> headLaunches,
        TimeThreshold threshold,
        double significanceLevel,
        double launchSpreadFactor)
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

        TimeVerdict Verdict(MetricStatus status, double ratio, TimeThreshold? widened, string? reason) =>
            new(status, baseMedian, headMedian, ratio, threshold, baseSamples.Length, headSamples.Length, reason)
            {
                WidenedThreshold = widened,
                BaselineLaunchCount = pairs,
                CurrentLaunchCount = pairs,
            };

        var baseMedians = baseLaunches.Select(l => l.Length > 0 ? Median(l) : double.NaN).ToArray();
        var headMedians = headLaunches.Select(l => l.Length > 0 ? Median(l) : double.NaN).ToArray();
        if (baseMedians.Concat(headMedians).Any(m => !(m > 0) || !double.IsFinite(m)))
        {
            return Verdict(MetricStatus.Inconclusive, double.NaN, null,
                "a launch has no positive time (an empty launch, or a benchmark too fast to time)");
        }

        var logRatios = headMedians.Zip(baseMedians, (head, @base) => Math.Log(head / @base)).ToArray();
        var ratio = Math.Exp(Toolkit.Center(new Sample(logRatios)).NominalValue);
        if (pairs < MinimumPairs)
        {
            return Verdict(MetricStatus.Inconclusive, ratio, null,
                $"only {pairs} base/head launch pair(s); at least {MinimumPairs} are needed for the paired test to decide");
        }

        // The noise pairing cannot cancel is how far the pairs' own ratios disagree; drift, which moves both
        // launches of a pair, does not widen anything (the base launches' spread would count it as noise).
        var widened = TimeComparer.Widen(RelativeSpread([.. logRatios.Select(Math.Exp)]), threshold, launchSpreadFactor);
        var margin = Math.Log(1 + (widened ?? threshold).Fraction);
        var slowerPValue = SignedRankTest.GreaterPValue([.. logRatios.Select(r => r - margin)]);
        var fasterPValue = SignedRankTest.GreaterPValue([.. logRatios.Select(r => -r - margin)]);
        var status = slowerPValue < significanceLevel ? MetricStatus.Regressed
            : fasterPValue < significanceLevel ? MetricStatus.Improved
            : MetricStatus.Unchanged;
        return Verdict(status, ratio, widened, null);
    }

    private static double RelativeSpread(double[] medians)
    {
        var median = Median(medians);
        return median > 0 ? (medians.Max() - medians.Min()) / median : 0;
    }

    private static double Median(double[] values) =>
        SimpleQuantileEstimator.Instance.Median(new Sample(values)).NominalValue;
}
