namespace PerfGate.Statistics;

/// <summary>
/// One look at a benchmark case's pair log ratios ln(head / base), against the margin m = ln(1 + threshold), by exact
/// one-sided signed-rank tests (<see cref="SignedRankTest"/>): regressed when the pairs sit above +m at the look's
/// level, improved when below −m, unchanged when both "below +m" and "above −m" hold at the equivalence level (two
/// one-sided tests), else undecided.
/// </summary>
internal static class SequentialPairedTest
{
    public static PairedDecision Decide(IReadOnlyList<double> logRatios, double margin, double level, double equivalenceLevel) =>
        SignedRankTest.GreaterPValue([.. logRatios.Select(r => r - margin)]) < level ? PairedDecision.Regressed
        : SignedRankTest.GreaterPValue([.. logRatios.Select(r => -r - margin)]) < level ? PairedDecision.Improved
        : IsEquivalent(logRatios, margin, equivalenceLevel) ? PairedDecision.Unchanged
        : PairedDecision.Undecided;

    /// <summary>Both "below +m" and "above −m" at <paramref name="level"/>: the change is inside ± the threshold.</summary>
    public static bool IsEquivalent(IReadOnlyList<double> logRatios, double margin, double level) =>
        SignedRankTest.GreaterPValue([.. logRatios.Select(r => margin - r)]) < level
        && SignedRankTest.GreaterPValue([.. logRatios.Select(r => r + margin)]) < level;
}
