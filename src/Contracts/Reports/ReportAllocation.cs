using System.Text.Json.Serialization;
using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>The allocation comparison of one benchmark, in bytes per operation.</summary>
/// <param name="BaselineBytes">The reference's bytes (<paramref name="Reference"/>): the committed baseline's, or the
/// lower median of the base revision's launches.</param>
/// <param name="Reference">Absent in reports written before it existed: the committed baseline.</param>
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

    [JsonIgnore]
    public bool AgainstBaseRevision => Reference == BaseRevisionReference;
}
