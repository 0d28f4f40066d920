using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// The allocation comparison of one benchmark, in bytes per operation. <see cref="Ratio"/> is null when the
/// baseline allocated nothing (any allocation is then infinitely more) or when either side has no data.
/// </summary>
internal sealed record AllocationVerdict(
    MetricStatus Status,
    long? BaselineBytes,
    long? CurrentBytes,
    AllocationThreshold Threshold,
    string? Reason = null)
{
    /// <summary>What <see cref="BaselineBytes"/> comes from.</summary>
    public AllocationReference Reference { get; init; } = AllocationReference.CommittedBaseline;

    // Judged on launches (same-runner mode): each side's bytes over its launches; null otherwise.
    public ByteRange? BaselineRange { get; init; }

    public ByteRange? CurrentRange { get; init; }

    /// <summary>A regression's types and call sites, when profiled (<see cref="Explaining.AllocationExplainer"/>).</summary>
    public Reports.ReportAllocationExplanation? Explanation { get; init; }

    public double? Ratio => BaselineBytes is > 0 && CurrentBytes is { } current ? (double)current / BaselineBytes.Value : null;
}
