using System.Text.Json.Serialization;
using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>The verdict on one benchmark. The metrics are null for new, missing and failed benchmarks.</summary>
/// <param name="Id">BenchmarkDotNet's FullName, parameters included.</param>
/// <param name="BaseRevisionBytes">Same-runner mode: the lower median of the base revision's launches.</param>
public sealed record ReportBenchmark(
    string Id,
    BenchmarkStatus Status,
    ReportTime? Time,
    ReportAllocation? Allocation,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] long? BaseRevisionBytes = null)
{
    /// <summary>The method hung (<see cref="ReportHang"/>): on the head, this entry is the method's only one, its id the
    /// method's name and its status failed; on the base, each of its cases keeps its verdict, without time.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public ReportHang? Hang { get; init; }

    /// <summary>Same-runner mode with <c>--select changed</c>: whether its method ran, and why; null otherwise.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public ReportSelection? Selection { get; init; }

    public bool IsOffending => Status is BenchmarkStatus.Regressed or BenchmarkStatus.Failed;
}
