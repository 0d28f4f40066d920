namespace PerfGate.History.Drift;

/// <summary>One benchmark's history since the anchor.</summary>
/// <param name="Points">One per merge of <see cref="HistoryAnalysis.Merges"/> in the same order; a merge that did not
/// measure this benchmark has a point with null figures.</param>
/// <param name="Flag">Set when the drift at the head exceeds the time threshold with confidence.</param>
/// <param name="AllocationSteps">Merges whose bytes per operation differ from their parent's, measured side by side (exact).</param>
/// <param name="ChangePoints">Indexes into <paramref name="Points"/> where the time level changed (ED-PELT on the drift):
/// the first merge of each new level.</param>
public sealed record BenchmarkHistory(
    string Id,
    IReadOnlyList<HistoryPoint> Points,
    DriftFlag? Flag,
    IReadOnlyList<AllocationStep> AllocationSteps,
    IReadOnlyList<int> ChangePoints)
{
    public HistoryPoint? Last => Points.LastOrDefault(p => p.Drift is not null);
}
