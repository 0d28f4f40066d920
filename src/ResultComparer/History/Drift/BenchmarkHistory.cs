namespace PerfGate.History.Drift;

/// <summary>One benchmark's history since the anchor.</summary>
/// <param name="Points">One per merge of <see cref="HistoryAnalysis.Merges"/> in the same order; a merge that did not
/// measure this benchmark has a point with null figures.</param>
/// <param name="Time">The drift at the head with its band, judged; null when the newest merge did not measure the benchmark
/// in pairs (new, failed or missing there), so there is no drift to judge.</param>
/// <param name="AllocationSteps">Merges whose bytes per operation differ from their parent's, measured side by side (exact).</param>
/// <param name="ChangePoints">Indexes into <paramref name="Points"/> where the time level changed (ED-PELT on the drift):
/// the first merge of each new level.</param>
/// <param name="AllocationDrift">Set when the net growth of bytes per operation since the anchor exceeds the allocation
/// threshold, whether in one step or in many within it.</param>
internal sealed record BenchmarkHistory(
    string Id,
    IReadOnlyList<HistoryPoint> Points,
    TimeDrift? Time,
    IReadOnlyList<AllocationStep> AllocationSteps,
    IReadOnlyList<int> ChangePoints,
    AllocationDrift? AllocationDrift = null)
{
    /// <summary>The <see cref="Time"/> when it drifted beyond the threshold with confidence.</summary>
    public TimeDrift? Flag => Time is { Drifted: true } ? Time : null;

    /// <summary>What <c>perfgate history</c>'s exit code follows: the net state since the anchor, so a step a later merge
    /// reverted fails nothing.</summary>
    public bool Drifted => Flag is not null || AllocationDrift is not null;

    /// <summary>The <see cref="AllocationDrift"/> when the steps beyond the threshold do not already add up to it (a creep of
    /// steps each within it, or steps partly made by smaller ones): what the console and the page say in a line of its own.</summary>
    public AllocationDrift? AllocationCreep =>
        AllocationDrift is { } drift && AllocationSteps.Sum(s => s.ToBytes - s.FromBytes) != drift.ToBytes - drift.FromBytes ? drift : null;
}
