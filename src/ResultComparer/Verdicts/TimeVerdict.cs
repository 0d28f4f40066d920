using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// The time comparison of one benchmark. <see cref="Ratio"/> is the Hodges–Lehmann estimate of
/// current / baseline over all samples (1.10 = 10 % slower), a description of the run; the status comes from
/// one-sided Mann–Whitney tests against the threshold on <see cref="Effect"/>'s unit, so a large ratio on noisy
/// data can still be <see cref="MetricStatus.Unchanged"/>.
/// </summary>
internal sealed record TimeVerdict(
    MetricStatus Status,
    double BaselineMedianNs,
    double CurrentMedianNs,
    double Ratio,
    TimeThreshold Threshold,
    int BaselineSampleCount,
    int CurrentSampleCount,
    string? Reason = null)
{
    /// <summary>Why the verdict is reported but cannot fail the gate; null when it gates.</summary>
    public TimeAdvisoryReason? AdvisoryReason { get; init; }

    public bool Advisory => AdvisoryReason is not null;

    // Launches whose medians the test compared; null when it compared all samples.
    public int? BaselineLaunchCount { get; init; }

    public int? CurrentLaunchCount { get; init; }

    /// <summary>The threshold the test used instead of <see cref="Threshold"/> when the baseline's own launches spread
    /// wider than it; null when the configured threshold held.</summary>
    public TimeThreshold? WidenedThreshold { get; init; }

    /// <summary>Null when the test did not run (too few samples).</summary>
    public TimeEffect? Effect { get; init; }

    /// <summary>Same-runner mode: the smallest slowdown (0.09 = +9 %) this run's pairs would have flagged with 80 %
    /// probability (<c>PairedSensitivity</c>); +∞ when they could flag none; null in the committed-baseline mode.</summary>
    public double? SmallestDetectable { get; init; }

    /// <summary>Same-runner mode: inconclusive because the pairs could not have seen +50 % (<see cref="SmallestDetectable"/>).</summary>
    public bool TooNoisy { get; init; }

    /// <summary>Same-runner mode: ln(head / base) of each pair, in pair order (<c>PairedTimeComparer.LogRatios</c>); null in
    /// the committed-baseline mode. main's history keeps them, so a drift over many merges can be bounded from the pairs
    /// themselves (docs/history.md).</summary>
    public IReadOnlyList<double>? PairLogRatios { get; init; }

    /// <summary>Confirm re-runs whose samples were pooled into this verdict (0: the first run alone).</summary>
    public int Reruns { get; init; }

    /// <summary>Where the time went, when profiled (<see cref="Explaining.TimeExplainer"/>).</summary>
    public Reports.ReportTimeExplanation? Explanation { get; init; }
}
