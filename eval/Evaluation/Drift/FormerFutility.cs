using PerfGate.Statistics;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// The stopping rule the gate had until 2026-11-28 (stochastic curtailment, <c>PairedFutility</c> at commit
/// <c>d031b23</c>). It no longer exists in the product, so it lives here, only for replays that A/B it against the
/// gate's predictive rule (eval/same-runner/ab-rules.md). The one difference: the present centre c is taken as the
/// truth, so the budget's centre may still move only σ·√(N − n) / N from it, √(N/n) less than the predictive rule
/// allows; every other term is the product's own code (<see cref="PairedFutility"/>, given this spread).
/// </summary>
internal static class FormerFutility
{
    /// <summary>A <see cref="FutilityRule"/>: the same signature as <see cref="PairedFutility.IsFutile(IReadOnlyList{double}, double, PairedLooks)"/>.</summary>
    public static bool IsFutile(IReadOnlyList<double> logRatios, double margin, PairedLooks looks) =>
        PairedFutility.IsFutile(logRatios, margin, looks, StillToMove);

    // The former rule: how far the centre of all N pairs may still move from the present one, if the rest look like these.
    private static double StillToMove(double sigma, int pairs, int budget) => sigma * Math.Sqrt(budget - pairs) / budget;
}
