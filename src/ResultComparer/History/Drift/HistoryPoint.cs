namespace PerfGate.History.Drift;

/// <summary>One benchmark at one merge: the merge's own step and the drift since the anchor up to and including it.</summary>
/// <param name="Ratio">The merge's step, merged ÷ parent; null when not measured in pairs.</param>
/// <param name="Lower">The step's 95 % interval.</param>
/// <param name="Drift">Time since the anchor, as a ratio (1.26 = 26 % slower): the product of the steps so far.</param>
/// <param name="DriftLower">The drift's band at the analysis's confidence; it widens with every merge.</param>
/// <param name="Bytes">Bytes per operation of the merged commit.</param>
internal sealed record HistoryPoint(
    string Commit,
    double? Ratio,
    double? Lower,
    double? Upper,
    int Pairs,
    double? Drift,
    double? DriftLower,
    double? DriftUpper,
    long? Bytes,
    long? ParentBytes);
