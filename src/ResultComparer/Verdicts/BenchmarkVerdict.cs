using PerfGate.Reports;
using PerfGate.Running;

namespace PerfGate.Verdicts;

/// <summary>The verdict on one benchmark id. Metric verdicts are null when one side has no data for them.</summary>
internal sealed record BenchmarkVerdict(string Id, BenchmarkStatus Status, TimeVerdict? Time, AllocationVerdict? Allocation)
{
    /// <summary>Same-runner mode: bytes per operation the base revision allocated, measured beside the head; null otherwise.</summary>
    public long? BaseRevisionBytes { get; init; }

    /// <summary>Its method hung (<see cref="HungMethods"/>); null otherwise.</summary>
    public HungMethod? Hang { get; init; }

    /// <summary>Same-runner mode: whether its method ran its pairs (issue 50's selection); null when nothing was selected.</summary>
    public ReportSelection? Selection { get; init; }

    public bool IsOffending => Status is BenchmarkStatus.Regressed or BenchmarkStatus.Failed;
}
