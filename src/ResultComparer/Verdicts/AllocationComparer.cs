using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

// Bytes per operation are exact on .NET (the runtime counts every byte): a tolerance check, no noise to test against.
internal static class AllocationComparer
{
    public static AllocationVerdict Compare(long? baselineBytes, long? currentBytes, AllocationThreshold threshold)
    {
        if (baselineBytes is not { } baseline || currentBytes is not { } current)
        {
            return new AllocationVerdict(
                MetricStatus.Inconclusive, baselineBytes, currentBytes, threshold,
                $"{(baselineBytes is null ? "the baseline" : "this run")} has no allocation data (was the MemoryDiagnoser off?)");
        }

        // In double, not long: byte counts read from a corrupt or hostile report can be anywhere in the long
        // range, and a long difference of two of them wraps around (a huge growth would read as a saving).
        var tolerance = threshold.ToleranceFor(baseline);
        var status = ((double)current - baseline) switch
        {
            var delta when delta > tolerance => MetricStatus.Regressed,
            var delta when -delta > tolerance => MetricStatus.Improved,
            _ => MetricStatus.Unchanged,
        };
        return new AllocationVerdict(status, baseline, current, threshold);
    }
}
