using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// The allocation comparison of one benchmark, in bytes per operation. <see cref="Ratio"/> is null when the
/// baseline allocated nothing (any allocation is then infinitely more) or when either side has no data.
/// </summary>
public sealed record AllocationVerdict(
    MetricStatus Status,
    long? BaselineBytes,
    long? CurrentBytes,
    AllocationThreshold Threshold,
    string? Reason = null)
{
    /// <summary>What <see cref="BaselineBytes"/> comes from: the committed baseline unless the same-runner mode judged
    /// the benchmark against the base revision's launches.</summary>
    public AllocationReference Reference { get; init; } = AllocationReference.CommittedBaseline;

    /// <summary>Judged on launches (same-runner mode): the reference's bytes over its launches; null otherwise.</summary>
    public ByteRange? BaselineRange { get; init; }

    /// <summary>Judged on launches (same-runner mode): the head's bytes over its launches; null otherwise.</summary>
    public ByteRange? CurrentRange { get; init; }

    /// <summary>A regression's types and call sites, when profiled (<see cref="Explaining.AllocationExplainer"/>).</summary>
    public Reports.ReportAllocationExplanation? Explanation { get; init; }

    public double? Ratio => BaselineBytes is > 0 && CurrentBytes is { } current ? (double)current / BaselineBytes.Value : null;

    /// <summary>Null also when the difference does not fit in a long (only corrupt byte counts get there).</summary>
    public long? DeltaBytes =>
        BaselineBytes is { } baseline && CurrentBytes is { } current && (Int128)current - baseline is var delta && delta >= long.MinValue && delta <= long.MaxValue
            ? (long)delta
            : null;
}
