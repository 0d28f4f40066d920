namespace PerfGate.Verdicts;

/// <summary>The verdict on one benchmark id. Metric verdicts are null when one side has no data for them.</summary>
public sealed record BenchmarkVerdict(string Id, BenchmarkStatus Status, TimeVerdict? Time, AllocationVerdict? Allocation)
{
    public bool IsOffending => Status is BenchmarkStatus.Regressed or BenchmarkStatus.Failed;
}
