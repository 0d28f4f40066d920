namespace PerfGate.Verdicts;

/// <summary>One side's bytes per operation over its launches, which can differ (<see cref="LaunchAllocationComparer"/>).</summary>
/// <param name="Median">The lower median, the figure shown for the side.</param>
internal readonly record struct ByteRange(long Min, long Max, long Median, int Launches)
{
    public static ByteRange? Of(IEnumerable<long> bytes)
    {
        var sorted = bytes.Order().ToArray();
        return sorted.Length == 0 ? null : new ByteRange(sorted[0], sorted[^1], sorted[(sorted.Length - 1) / 2], sorted.Length);
    }
}
