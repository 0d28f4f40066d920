using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// Allocations judged on launches, base against head, each side measured in several processes of its own (the
/// same-runner mode): <b>regressed</b> only when every head launch allocates more than every base launch by more than
/// the threshold (min head − max base &gt; the tolerance of max base); <b>improved</b> mirrored; unchanged otherwise.
/// </summary>
/// <remarks>
/// Ranges, not one figure per side: bytes per operation are exact within a process but not always between processes
/// (Autofac's ChildScopeResolveBenchmark.Resolve: 31,877–37,784 B/op for unchanged code), so one figure per side
/// against a 1 % limit failed unchanged code in a same-runner A/A gate. Unchanged code draws both sides from the same
/// spread, so the ranges overlap; a real change (a +72 B boxing, +10 % per operation) moves every launch, so they
/// separate. A change smaller than the benchmark's own process-to-process spread is not caught.
/// </remarks>
internal static class LaunchAllocationComparer
{
    public static AllocationVerdict Compare(IEnumerable<long> baseBytes, IEnumerable<long> headBytes, AllocationThreshold threshold)
    {
        var baseRange = ByteRange.Of(baseBytes);
        var headRange = ByteRange.Of(headBytes);
        var verdict = baseRange is { } @base && headRange is { } head
            ? new AllocationVerdict(Status(@base, head, threshold), @base.Median, head.Median, threshold)
            : new AllocationVerdict(
                MetricStatus.Inconclusive, baseRange?.Median, headRange?.Median, threshold,
                $"{(baseRange is null ? "the base revision" : "the head")} has no allocation data in any launch (was the MemoryDiagnoser off?)");
        return verdict with { Reference = AllocationReference.BaseRevision, BaselineRange = baseRange, CurrentRange = headRange };
    }

    // In double, as AllocationComparer: a corrupt byte count anywhere in the long range must not wrap around.
    private static MetricStatus Status(ByteRange @base, ByteRange head, AllocationThreshold threshold) =>
        (double)head.Min - @base.Max > threshold.ToleranceFor(@base.Max) ? MetricStatus.Regressed
        : (double)@base.Min - head.Max > threshold.ToleranceFor(@base.Min) ? MetricStatus.Improved
        : MetricStatus.Unchanged;
}
