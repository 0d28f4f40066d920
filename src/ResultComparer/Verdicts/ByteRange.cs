namespace PerfGate.Verdicts;

/// <summary>
/// One side's bytes per operation over its launches: each launch is a process of its own, and an async or
/// container-heavy benchmark's bytes move between processes (Autofac's ChildScopeResolveBenchmark.Resolve:
/// 31,877–37,784 B/op for unchanged code).
/// </summary>
/// <param name="Median">The lower median, the figure shown for the side.</param>
public readonly record struct ByteRange(long Min, long Max, long Median, int Launches)
{
    /// <returns>Null when no launch measured bytes.</returns>
    public static ByteRange? Of(IEnumerable<long> bytes)
    {
        var sorted = bytes.Order().ToArray();
        return sorted.Length == 0 ? null : new ByteRange(sorted[0], sorted[^1], sorted[(sorted.Length - 1) / 2], sorted.Length);
    }
}
