using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>
/// What a regressed benchmark's allocations are made of: the types whose bytes per operation grew most, estimated
/// from the runtime's allocation samples (one about every 100 KB allocated) in a profiled run of each side.
/// </summary>
/// <param name="Sides"><see cref="HeadOnly"/> where there is no base build to profile (the committed-baseline mode):
/// the types are then the head's largest, not its growth.</param>
/// <param name="Types">Largest growth first; empty when <paramref name="Note"/> says why none is named.</param>
public sealed record ReportAllocationExplanation(
    string Sides,
    int HeadSamples,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? BaseSamples,
    IReadOnlyList<ReportAllocationType> Types,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? Note = null)
{
    public const string HeadAndBase = "head-and-base";
    public const string HeadOnly = "head-only";
}

/// <summary>One allocated type of a <see cref="ReportAllocationExplanation"/>, in bytes per operation.</summary>
/// <param name="Growth">Head minus base (head-only: the head's bytes).</param>
/// <param name="Uncertainty">One standard error of <paramref name="Growth"/> from the sampling.</param>
/// <param name="Method">The innermost method of the user's code on the samples' most frequent stack.</param>
public sealed record ReportAllocationType(
    string Type,
    double Growth,
    double Uncertainty,
    double HeadBytes,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? BaseBytes,
    int HeadSamples,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? BaseSamples,
    bool New,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? Method,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? File,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? Line);
