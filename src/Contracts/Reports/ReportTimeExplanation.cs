using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>
/// Where a benchmark's time went: the methods whose nanoseconds per operation changed most, head against base, from one
/// EventPipe CPU-sampled launch per side, counting only samples of the measured iterations (docs/time-explanations.md).
/// </summary>
/// <param name="Sides"><see cref="HeadOnly"/> where there is no base build to profile (the committed-baseline mode): the
/// methods are then the head's most expensive, not its change.</param>
/// <param name="HeadNsPerOperation">The profiled launch's own measured time per operation, which the shares are scaled by.</param>
/// <param name="Confidence">Of each method's interval; the intervals hold together for all the methods compared at once.</param>
/// <param name="Methods">Most extra time first; empty when <paramref name="Note"/> says why none is named.</param>
/// <param name="LaunchSpread">One standard deviation of ln(head ÷ base) between one launch pair and the next, from the
/// verdict's pairs: the profiled pair's own times per operation vary by as much, which the intervals include. Null when
/// there were no pairs (then the intervals hold only within the two launches).</param>
/// <param name="Files">The run folder's files of this explanation, relative to the artifacts folder: each side's
/// speedscope profile and the differential flame graph.</param>
public sealed record ReportTimeExplanation(
    string Sides,
    int HeadSamples,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? BaseSamples,
    double HeadNsPerOperation,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? BaseNsPerOperation,
    double Confidence,
    IReadOnlyList<ReportTimeMethod> Methods,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? Note = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportTimeExplanationFiles? Files = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? LaunchSpread = null)
{
    public const string HeadAndBase = "head-and-base";
    public const string HeadOnly = "head-only";

    /// <summary>The note when no method's difference lies beyond its interval.</summary>
    public const string NoMethodBeyondNoise = "no method's time changed beyond noise";
}
