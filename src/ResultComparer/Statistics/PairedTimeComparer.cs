using PerfGate.Options;
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
/// certainty. The pairs are judged as many times as the method was looked at (<see cref="PairedLooks"/>), by
/// <see cref="SequentialPairedTest"/> at the level of the look that has this many pairs; a case still undecided
/// when the budget is spent, or stopped before it because no later look could decide it (<see cref="PairedFutility"/>),
/// is inconclusive. The reported ratio is exp(Hodges–Lehmann
/// centre of the log ratios) (Pragmastat <c>Toolkit.Center</c>), the estimator that goes with the test, and
/// every verdict says what the run could have seen (<see cref="PairedSensitivity"/>): one that could not have seen
/// +<see cref="TooNoisyToGate"/> is inconclusive, too noisy to gate time on this runner, never plain unchanged.
/// </para>
/// <para>
/// The threshold is not widened for noise: the test's ranks already carry how far the pairs disagree, and the
/// looks' levels bound false alarms. An earlier version widened the limit by half the range of the pair ratios; a
/// range grows with the number of pairs, so more pairs detected less.
/// </para>
/// </remarks>
public static class PairedTimeComparer
{
    /// <summary>A run that could not have seen a slowdown this large (+50 %) says so instead of "unchanged".</summary>
    public const double TooNoisyToGate = 0.5;

    /// <summary>How the reason of a verdict too noisy to gate begins (<see cref="TimeVerdict.TooNoisy"/>).</summary>
    public const string TooNoisyReason = "too noisy to gate time on this runner";

    /// <param name="baseLaunches">The base revision's samples, one array per launch, in pair order.</param>
    /// <param name="headLaunches">The head's samples, one array per launch, in pair order.</param>
    /// <exception cref="ArgumentException">The two sides have different launch counts: they must come in pairs.</exception>
    public static TimeVerdict Compare(
        IReadOnlyList<double[]> baseLaunches,
        IReadOnlyList<double[]> headLaunches,
        TimeThreshold threshold,
        PairedLooks looks)
    {
        if (baseLaunches.Count != headLaunches.Count)
        {
            throw new ArgumentException($"Launches come in pairs: {baseLaunches.Count} base against {headLaunches.Count} head.", nameof(headLaunches));
        }

        var pairs = baseLaunches.Count;
        var baseSamples = baseLaunches.SelectMany(l => l).ToArray();
        var headSamples = headLaunches.SelectMany(l => l).ToArray();
        var baseMedian = baseSamples.Length > 0 ? SampleMedian.Of(baseSamples) : double.NaN;
        var headMedian = headSamples.Length > 0 ? SampleMedian.Of(headSamples) : double.NaN;

        TimeVerdict Verdict(MetricStatus status, double ratio, string? reason, double? couldSee = null) =>
            new(status, baseMedian, headMedian, ratio, threshold, baseSamples.Length, headSamples.Length, reason)
            {
                BaselineLaunchCount = pairs,
                CurrentLaunchCount = pairs,
                SmallestDetectable = couldSee,
            };

        var logRatios = LogRatios(baseLaunches, headLaunches);
        if (logRatios is null)
        {
            return Verdict(MetricStatus.Inconclusive, double.NaN,
                "a launch has no positive time (an empty launch, or a benchmark too fast to time)");
        }

        var ratio = Math.Exp(Toolkit.Center(new Sample(logRatios)).NominalValue);
        var margin = Math.Log(1 + threshold.Fraction);
        var level = looks.LevelAt(pairs);
        var couldSee = PairedSensitivity.SmallestDetectableSlowdown(logRatios, margin, level);
        var decision = SequentialPairedTest.Decide(logRatios, margin, level, GateDefaults.SameRunnerEquivalenceLevel);
        if (decision is PairedDecision.Regressed or PairedDecision.Improved)
        {
            return Verdict(decision == PairedDecision.Regressed ? MetricStatus.Regressed : MetricStatus.Improved, ratio, null, couldSee);
        }

        if (!(couldSee <= TooNoisyToGate))
        {
            var seen = double.IsFinite(couldSee) ? $"only slowdowns of +{Percent(couldSee)} or more" : "no slowdown at all";
            return Verdict(MetricStatus.Inconclusive, ratio,
                $"{TooNoisyReason}: {pairs} pair(s) whose ratios spread this far could have seen {seen}", couldSee) with
            { TooNoisy = true };
        }

        // Unchanged only when the equivalence test says so; a case its budget left undecided is not called unchanged:
        // a real slowdown below what the run could see ends here too (Autofac's container build, +14 % in 11 of 12
        // pairs, one base launch twice as slow).
        return decision == PairedDecision.Unchanged
            ? Verdict(MetricStatus.Unchanged, ratio, null, couldSee)
            : Verdict(MetricStatus.Inconclusive, ratio, Undecided(pairs, threshold, looks), couldSee);
    }

    /// <summary>
    /// Whether the case needs more pairs: the look its pairs make leaves it undecided (neither regressed, improved nor
    /// unchanged) and the budget could still decide it (<see cref="PairedFutility"/>). The gate asks it between batches.
    /// Untimeable launches need no more: more pairs would not change them.
    /// </summary>
    public static bool NeedsMorePairs(IReadOnlyList<double[]> baseLaunches, IReadOnlyList<double[]> headLaunches, TimeThreshold threshold, PairedLooks looks)
    {
        if (LogRatios(baseLaunches, headLaunches) is not { } logRatios)
        {
            return false;
        }

        var margin = Math.Log(1 + threshold.Fraction);
        return SequentialPairedTest.Decide(logRatios, margin, looks.LevelAt(logRatios.Length), GateDefaults.SameRunnerEquivalenceLevel) == PairedDecision.Undecided
            && !PairedFutility.IsFutile(logRatios, margin, looks, GateDefaults.SameRunnerEquivalenceLevel);
    }

    // An undecided case with fewer pairs than the budget was stopped by NeedsMorePairs as futile: a method gets no more
    // pairs only when none of its cases needs them, and a failed launch ends the gate instead of judging.
    private static string Undecided(int pairs, TimeThreshold threshold, PairedLooks looks) =>
        $"undecided after {pairs} pair(s): neither beyond nor within ±{threshold} with the certainty the last look asks" +
        (pairs < looks.Budget ? $"; they spread too far for {looks.Budget} pairs to show it unchanged, so it got no more" : "");

    /// <summary>ln(head / base) of each pair's launch medians; null when a launch has no positive, finite median.</summary>
    public static double[]? LogRatios(IReadOnlyList<double[]> baseLaunches, IReadOnlyList<double[]> headLaunches)
    {
        var baseMedians = baseLaunches.Select(l => l.Length > 0 ? SampleMedian.Of(l) : double.NaN).ToArray();
        var headMedians = headLaunches.Select(l => l.Length > 0 ? SampleMedian.Of(l) : double.NaN).ToArray();
        if (baseMedians.Concat(headMedians).Any(m => !(m > 0) || !double.IsFinite(m)))
        {
            return null;
        }

        return [.. headMedians.Zip(baseMedians, (head, @base) => Math.Log(head / @base))];
    }

    private static string Percent(double fraction) => (100 * fraction).ToString("0", System.Globalization.CultureInfo.InvariantCulture) + "%";
}
