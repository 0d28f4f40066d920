namespace PerfGate.History.Drift;

/// <summary>
/// What main's history says since an anchor: per benchmark, each merge's step, the drift they add up to with its band,
/// the allocation steps, the change points, and whether the drift is beyond the time threshold with confidence.
/// </summary>
/// <param name="Anchor">What the user named (a tag, a commit), or the oldest recorded parent when they named none.</param>
/// <param name="AnchorCommit">The commit the drift is measured from.</param>
/// <param name="HeadCommit">The newest merge on the chain.</param>
/// <param name="TimeThreshold">The threshold a drift must exceed with confidence to be flagged (0.05 = 5 %).</param>
/// <param name="Confidence">The band's two-sided coverage (0.95).</param>
/// <param name="Merges">The merges on the chain from the anchor to the head, oldest first.</param>
/// <param name="Notes">What a reader must know about the chain: a gap (a merge never recorded), records left out.</param>
internal sealed record HistoryAnalysis(
    string Anchor,
    string AnchorCommit,
    string HeadCommit,
    double TimeThreshold,
    double Confidence,
    IReadOnlyList<HistoryMerge> Merges,
    IReadOnlyList<BenchmarkHistory> Benchmarks,
    IReadOnlyList<string> Notes);
