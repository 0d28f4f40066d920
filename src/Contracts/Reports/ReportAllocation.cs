using System.Text.Json.Serialization;
using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>The allocation comparison of one benchmark, in bytes per operation.</summary>
/// <param name="BaselineBytes">The reference's bytes (<paramref name="Reference"/>): the committed baseline's, or the
/// lower median of the base revision's launches.</param>
/// <param name="CurrentBytes">This run's bytes: the lower median of the head's launches in the same-runner mode.</param>
/// <param name="Ratio">current / baseline; null when the baseline allocated nothing or a side has no data.</param>
/// <param name="Threshold">The configured threshold for this benchmark, "1%" or "1%,64B"; a 0 B/op baseline allows nothing.</param>
/// <param name="Reference">What decided: <see cref="CommittedBaselineReference"/> or <see cref="BaseRevisionReference"/>
/// (same-runner mode, where the base revision has the benchmark). Absent in reports written before it existed: the committed baseline.</param>
/// <param name="BaselineRange">Judged on launches: the base revision's fewest and most bytes over its launches.</param>
/// <param name="CurrentRange">Judged on launches: the head's.</param>
/// <param name="Explanation">A regression only: which types grew, from which call sites (<c>PerfGateExplainAllocations</c>).</param>
public sealed record ReportAllocation(
    MetricStatus Status,
    long? BaselineBytes,
    long? CurrentBytes,
    double? Ratio,
    string Threshold,
    string? Reason,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? Reference = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportByteRange? BaselineRange = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportByteRange? CurrentRange = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportAllocationExplanation? Explanation = null)
{
    public const string CommittedBaselineReference = "committed-baseline";
    public const string BaseRevisionReference = "base-revision";

    /// <summary>Judged against the base revision's launches rather than the committed baseline.</summary>
    [JsonIgnore]
    public bool AgainstBaseRevision => Reference == BaseRevisionReference;
}
