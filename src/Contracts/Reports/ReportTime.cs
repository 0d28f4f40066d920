using System.Text.Json.Serialization;
using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>The time comparison of one benchmark, with the limit that was applied and how it was reached.</summary>
/// <param name="Advisory">Reported, but cannot fail the gate; <paramref name="AdvisoryReason"/> says why.</param>
/// <param name="BaselineMedianNs">Median time per operation of the baseline's samples.</param>
/// <param name="Ratio">Hodges–Lehmann estimate of current / baseline over all samples (1.10 = 10 % slower): a
/// description of the run; the test judged <paramref name="Effect"/>.</param>
/// <param name="Threshold">The configured threshold for this benchmark (overrides included), "5%".</param>
/// <param name="WidenedThreshold">The threshold used instead, because the baseline's launches spread wider; null when <paramref name="Threshold"/> held.</param>
/// <param name="Limit">The threshold that was applied: <paramref name="WidenedThreshold"/> when set, else <paramref name="Threshold"/>.</param>
/// <param name="BaselineLaunchCount">Launches whose medians the test compared; null when it compared all samples.</param>
/// <param name="ConfirmReruns">Confirm re-runs pooled into this verdict (0: the first run alone).</param>
/// <param name="Reason">Why the verdict is inconclusive, when it is.</param>
/// <param name="Effect">The change the test judged, in its unit (launch medians or iterations), with bounds for
/// launches; null when the test did not run (too few samples).</param>
/// <param name="CouldSee">Same-runner mode: the smallest slowdown (0.09 = +9 %) this run's pairs would have flagged with
/// 80 % probability; null in the committed-baseline mode, or when the pairs could flag none (then the reason says so).</param>
/// <param name="AdvisoryReason">Why the verdict cannot fail the gate; null when it can.</param>
/// <param name="TooNoisy">Same-runner mode: <c>true</c> when the pairs could not have seen +50 % (inconclusive: too noisy to
/// gate time on this runner); null otherwise.</param>
public sealed record ReportTime(
    MetricStatus Status,
    bool Advisory,
    double? BaselineMedianNs,
    double? CurrentMedianNs,
    double? Ratio,
    string Threshold,
    string? WidenedThreshold,
    string Limit,
    int BaselineSampleCount,
    int CurrentSampleCount,
    int? BaselineLaunchCount,
    int? CurrentLaunchCount,
    int ConfirmReruns,
    string? Reason,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportTimeEffect? Effect = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? CouldSee = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] TimeAdvisoryReason? AdvisoryReason = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] bool? TooNoisy = null);
