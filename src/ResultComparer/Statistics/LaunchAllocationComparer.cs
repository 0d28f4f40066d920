using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Statistics;

/// <summary>
/// Allocations judged on launches, base against head, each side measured in several processes of its own (the
/// same-runner mode). The rule: <b>regressed</b> only when every head launch allocates more than every base launch
/// by more than the threshold (fewest head bytes − most base bytes &gt; the tolerance of the most base bytes, i.e.
/// min head &gt; max base × (1 + t) for a relative threshold); <b>improved</b> mirrored (most head bytes &lt; fewest
/// base bytes by more than the tolerance of the fewest); unchanged otherwise.
/// </summary>
/// <remarks>
/// Why ranges and not one figure per side: bytes per operation are exact within a process but not always equal
/// between processes. Autofac's ChildScopeResolveBenchmark.Resolve allocated 31,877–37,784 B/op for unchanged
/// code depending on the process, so comparing one figure per side (a median, or the largest) against a 1 % limit
/// failed unchanged code in a same-runner A/A gate. Unchanged code has both sides drawn from the same spread, so
/// their ranges overlap and nothing fails; a real change (a +72 B boxing, +10 % per operation) moves every launch,
/// so the ranges separate and it fails, however many launches there are. The price: a change smaller than the
/// benchmark's own process-to-process spread is not caught, which is the spread's fault, not the rule's, and
/// deterministic benchmarks (min = max on each side) are judged exactly as a single figure would be.
/// </remarks>
public static class LaunchAllocationComparer
{
    /// <param name="baseBytes">The base revision's bytes per operation, one per launch that measured them.</param>
    /// <param name="headBytes">The head's, likewise.</param>
    public static AllocationVerdict Compare(IEnumerable<long> baseBytes, IEnumerable<long> headBytes, AllocationThreshold threshold)
    {
        var baseRange = ByteRange.Of(baseBytes);
        var headRange = ByteRange.Of(headBytes);
        if (baseRange is not { } @base || headRange is not { } head)
        {
            var side = baseRange is null ? "the base revision" : "the head";
            return new AllocationVerdict(
                MetricStatus.Inconclusive, baseRange?.Median, headRange?.Median, threshold,
                $"{side} has no allocation data in any launch (was the MemoryDiagnoser off?)")
            {
                Reference = AllocationReference.BaseRevision,
                BaselineRange = baseRange,
                CurrentRange = headRange,
            };
        }

        // In double, as AllocationComparer: a corrupt byte count anywhere in the long range must not wrap around.
        var status = ((double)head.Min - @base.Max > threshold.ToleranceFor(@base.Max)) switch
        {
            true => MetricStatus.Regressed,
            false when (double)@base.Min - head.Max > threshold.ToleranceFor(@base.Min) => MetricStatus.Improved,
            _ => MetricStatus.Unchanged,
        };
        return new AllocationVerdict(status, @base.Median, head.Median, threshold)
        {
            Reference = AllocationReference.BaseRevision,
            BaselineRange = @base,
            CurrentRange = head,
        };
    }
}
