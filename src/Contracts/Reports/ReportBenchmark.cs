using System.Text.Json.Serialization;
using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>The verdict on one benchmark. The metrics are null for new, missing and failed benchmarks.</summary>
/// <param name="Id">BenchmarkDotNet's FullName, parameters included.</param>
/// <param name="BaseRevisionBytes">Same-runner mode: bytes per operation the base revision allocated, measured side by
/// side with the head: the lower median of its launches (the allocation verdict's reference when it has the benchmark).
/// Null, and absent from the JSON, in the committed-baseline mode and when the base has no such benchmark.</param>
public sealed record ReportBenchmark(
    string Id,
    BenchmarkStatus Status,
    ReportTime? Time,
    ReportAllocation? Allocation,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] long? BaseRevisionBytes = null)
{
    public bool IsOffending => Status is BenchmarkStatus.Regressed or BenchmarkStatus.Failed;
}
