using PerfGate.Formatting;
using PerfGate.Statistics;
using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// Compares base and head launches that ran in pairs on one machine (the same-runner mode): pair i is base launch i and
/// head launch i, started one right after the other. Whatever the machine did at that moment (another job, a thermal
/// limit, a noisy neighbour) hit both, so the per-pair log ratio ln(head_i / base_i) cancels it, where a two-sample test
/// over all launches would see the drift as a difference (or hide a real one under it). A launch counts its fastest
/// iteration: what disturbs a launch only slows some of its iterations, and one disturbed launch in a pair would otherwise
/// move its ratio (docs/evaluation.md, "What the spread is made of").
/// </summary>
/// <remarks>
/// The pairs are judged at the level of the look their rounds reached (<see cref="PairedLooks.Decide"/>); a case still
/// undecided is inconclusive. The ratio is exp(Hodges–Lehmann centre of the log
/// ratios), the estimator that goes with the test. A run that could not have seen +<see cref="TooNoisyToGate"/>
/// (<see cref="PairedSensitivity"/>) is too noisy to gate, never plain unchanged. The threshold is not widened for
/// noise: the ranks already carry how far the pairs disagree (docs/evaluation.md, "Same-runner mode under defined
/// conditions").
/// </remarks>
internal static class PairedTimeComparer
{
    public const double TooNoisyToGate = 0.5;

    public const string TooNoisyReason = "too noisy to gate time on this runner";

    /// <param name="baseLaunches">The base revision's samples, one array per launch, in pair order.</param>
    /// <param name="headLaunches">The head's samples, one array per launch, in pair order.</param>
    /// <param name="rounds">The rounds the case was launched in (<see cref="PairedLooks.Decide"/>); null: one pair per round.</param>
    public static TimeVerdict Compare(
        IReadOnlyList<double[]> baseLaunches,
        IReadOnlyList<double[]> headLaunches,
        TimeThreshold threshold,
        PairedLooks looks,
        int? rounds = null)
    {
        if (baseLaunches.Count != headLaunches.Count)
        {
            throw new ArgumentException($"Launches come in pairs: {baseLaunches.Count} base against {headLaunches.Count} head.", nameof(headLaunches));
        }

        var pairs = baseLaunches.Count;
        var look = rounds ?? pairs;
        var baseSamples = baseLaunches.SelectMany(l => l).ToArray();
        var headSamples = headLaunches.SelectMany(l => l).ToArray();
        var baseMedian = baseSamples.Length > 0 ? SampleMedian.Of(baseSamples) : double.NaN;
        var headMedian = headSamples.Length > 0 ? SampleMedian.Of(headSamples) : double.NaN;

        var logRatios = LogRatios(baseLaunches, headLaunches);
        TimeVerdict Verdict(MetricStatus status, double ratio, string? reason, double? couldSee = null) =>
            new(status, baseMedian, headMedian, ratio, threshold, baseSamples.Length, headSamples.Length, reason)
            {
                BaselineLaunchCount = pairs,
                CurrentLaunchCount = pairs,
                SmallestDetectable = couldSee,
                PairLogRatios = logRatios,
            };

        if (logRatios is null)
        {
            return Verdict(MetricStatus.Inconclusive, double.NaN,
                "a launch has no positive time (an empty launch, or a benchmark too fast to time)");
        }

        var ratio = Math.Exp(PairedShift.Centre(logRatios));
        var couldSee = looks.CouldSee(logRatios, Margin(threshold), look);
        var decision = looks.Decide(logRatios, Margin(threshold), look);
        if (decision is PairedDecision.Regressed or PairedDecision.Improved)
        {
            return Verdict(decision == PairedDecision.Regressed ? MetricStatus.Regressed : MetricStatus.Improved, ratio, null, couldSee);
        }

        if (!(couldSee <= TooNoisyToGate))
        {
            var seen = double.IsFinite(couldSee) ? $"only slowdowns of +{Units.Percent(couldSee, 0)} or more" : "no slowdown at all";
            return Verdict(MetricStatus.Inconclusive, ratio,
                $"{TooNoisyReason}: {pairs} pair(s) whose ratios spread this far could have seen {seen}", couldSee) with
            { TooNoisy = true };
        }

        // Unchanged only when the equivalence test says so; a case its budget left undecided is not called unchanged:
        // a real slowdown below what the run could see ends here too.
        return decision == PairedDecision.Unchanged
            ? Verdict(MetricStatus.Unchanged, ratio, null, couldSee)
            : Verdict(MetricStatus.Inconclusive, ratio, Undecided(pairs, look, threshold, looks), couldSee);
    }

    /// <summary>Whether the case needs more pairs after this look (<see cref="PairedLooks.NeedsMore"/>). Untimeable launches
    /// need no more: more pairs would not change them.</summary>
    public static bool NeedsMorePairs(IReadOnlyList<double[]> baseLaunches, IReadOnlyList<double[]> headLaunches, TimeThreshold threshold, PairedLooks looks, int? rounds = null) =>
        LogRatios(baseLaunches, headLaunches) is { } logRatios && looks.NeedsMore(logRatios, Margin(threshold), rounds ?? logRatios.Length);

    private static double Margin(TimeThreshold threshold) => Math.Log(1 + threshold.Fraction);

    // A case undecided before the budget's look got no more pairs because NeedsMorePairs found it futile.
    private static string Undecided(int pairs, int rounds, TimeThreshold threshold, PairedLooks looks) =>
        $"undecided after {pairs} pair(s): neither beyond nor within ±{threshold} with the certainty the last look asks" +
        (rounds < looks.Budget ? $"; they spread too far for {looks.Budget} pairs to show it unchanged, so it got no more" : "");

    /// <summary>ln(head / base) of each pair's fastest iterations; null when a launch has no positive, finite sample.</summary>
    public static double[]? LogRatios(IReadOnlyList<double[]> baseLaunches, IReadOnlyList<double[]> headLaunches)
    {
        var baseFastest = baseLaunches.Select(Fastest).ToArray();
        var headFastest = headLaunches.Select(Fastest).ToArray();
        return baseFastest.Concat(headFastest).Any(m => !(m > 0) || !double.IsFinite(m))
            ? null
            : [.. headFastest.Zip(baseFastest, (head, @base) => Math.Log(head / @base))];
    }

    private static double Fastest(double[] launch) => launch.Length > 0 ? launch.Min() : double.NaN;
}
