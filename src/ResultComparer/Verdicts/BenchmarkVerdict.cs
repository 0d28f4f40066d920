using PerfGate.Running;

namespace PerfGate.Verdicts;

/// <summary>The verdict on one benchmark id. Metric verdicts are null when one side has no data for them.</summary>
public sealed record BenchmarkVerdict(string Id, BenchmarkStatus Status, TimeVerdict? Time, AllocationVerdict? Allocation)
{
    /// <summary>Same-runner mode: bytes per operation the base revision allocated, measured beside the head; null otherwise.</summary>
    public long? BaseRevisionBytes { get; init; }

    /// <summary>Its method hung (<see cref="HungMethods"/>); null otherwise.</summary>
    public HungMethod? Hang { get; init; }

    public bool IsOffending => Status is BenchmarkStatus.Regressed or BenchmarkStatus.Failed;
}
