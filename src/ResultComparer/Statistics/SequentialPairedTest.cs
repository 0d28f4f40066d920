namespace PerfGate.Statistics;

/// <summary>
/// One look at a benchmark case's base/head pairs in the same-runner mode: the per-pair log ratios
/// ln(head / base) of the launch medians, judged against the threshold's margin m = ln(1 + threshold) by exact
/// one-sided Wilcoxon signed-rank tests (<see cref="SignedRankTest"/>):
/// regressed when the pairs sit above +m (p &lt; the look's level), improved when below −m, unchanged when both
/// "below +m" and "above −m" hold at the equivalence level (two one-sided tests: the interval lies inside ± the
/// threshold), else undecided. The looks and their levels are <see cref="PairedLooks"/>'s.
/// </summary>
public static class SequentialPairedTest
{
    /// <param name="logRatios">ln(head / base) of each pair's launch medians, in pair order.</param>
    /// <param name="margin">ln(1 + threshold).</param>
    /// <param name="level">The look's level for a regression (and, mirrored, an improvement).</param>
    /// <param name="equivalenceLevel">The level of each of the two one-sided tests that make "unchanged".</param>
    public static PairedDecision Decide(IReadOnlyList<double> logRatios, double margin, double level, double equivalenceLevel)
    {
        if (SignedRankTest.GreaterPValue([.. logRatios.Select(r => r - margin)]) < level)
        {
            return PairedDecision.Regressed;
        }

        if (SignedRankTest.GreaterPValue([.. logRatios.Select(r => -r - margin)]) < level)
        {
            return PairedDecision.Improved;
        }

        var belowUpper = SignedRankTest.GreaterPValue([.. logRatios.Select(r => margin - r)]) < equivalenceLevel;
        var aboveLower = SignedRankTest.GreaterPValue([.. logRatios.Select(r => r + margin)]) < equivalenceLevel;
        return belowUpper && aboveLower ? PairedDecision.Unchanged : PairedDecision.Undecided;
    }
}
