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
    public bool IsOffending => Status is BenchmarkStatus.Regressed or BenchmarkStatus.Failed;
}
