using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>The verdict on one benchmark. The metrics are null for new, missing and failed benchmarks.</summary>
/// <param name="Id">BenchmarkDotNet's FullName, parameters included.</param>
public sealed record ReportBenchmark(string Id, BenchmarkStatus Status, ReportTime? Time, ReportAllocation? Allocation)
{
    public bool IsOffending => Status is BenchmarkStatus.Regressed or BenchmarkStatus.Failed;
}
