using System.Text.Json.Serialization;
using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>The time comparison of one benchmark, with the limit that was applied and how it was reached.</summary>
/// <param name="Ratio">Hodges–Lehmann estimate of current / baseline over all samples (1.10 = 10 % slower): a
/// description of the run; the test judged <paramref name="Effect"/>.</param>
/// <param name="WidenedThreshold">The threshold used instead, because the baseline's launches spread wider.</param>
/// <param name="Limit">The threshold that was applied: <paramref name="WidenedThreshold"/> when set, else <paramref name="Threshold"/>.</param>
/// <param name="BaselineLaunchCount">Launches whose medians the test compared; null when it compared all samples.</param>
/// <param name="CouldSee">Same-runner mode: the smallest slowdown (0.09 = +9 %) this run's pairs would have flagged with
/// 80 % probability.</param>
/// <param name="PairRatios">Same-runner mode: head ÷ base of each pair's fastest iterations, in pair order (main's
/// history keeps them to bound a drift over many merges).</param>
/// <param name="Explanation">Where the time went, from a differential CPU profile (docs/time-explanations.md); null when
/// none was taken.</param>
/// <param name="TooNoisy">Same-runner mode: the pairs could not have seen +50 %, so the verdict is inconclusive.</param>
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
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] bool? TooNoisy = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] IReadOnlyList<double>? PairRatios = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportTimeExplanation? Explanation = null);
