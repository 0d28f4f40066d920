using PerfGate.Statistics;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;
using Pragmastat;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// The stopping rule the gate had until 2026-11-28 (stochastic curtailment, <c>PairedFutility</c> at commit
/// <c>d031b23</c>). It no longer exists in the product, so it lives here, only for replays that A/B it against the
/// gate's predictive rule (eval/same-runner/ab-rules.md). The one difference: the present centre c is taken as the
/// truth, so the budget's centre may still move only σ·√(N − n) / N from it, √(N/n) less than the predictive rule
/// allows; every other term is the product's (<see cref="PairedSensitivity"/>, the looks' levels).
/// </summary>
internal static class FormerFutility
{
    // z of the 80 % power that PairedSensitivity.ShiftToFlag is for (PairedFutility has its own, private).
    private const double PowerZ = 0.8416;

    /// <summary>A <see cref="FutilityRule"/>: the same signature as <see cref="PairedFutility.IsFutile"/>.</summary>
    public static bool IsFutile(IReadOnlyList<double> logRatios, double margin, PairedLooks looks)
    {
        var pairs = logRatios.Count;
        var budget = looks.Budget;
        if (pairs < 2 || pairs >= budget)
        {
            return false;
        }

        var sample = new Sample([.. logRatios]);
        var centre = Toolkit.Center(sample).NominalValue;
        var sigma = Toolkit.Spread(sample).NominalValue / PairedSensitivity.SpreadPerSigma;
        if (!(sigma > 0))
        {
            return false;
        }

        var t = new StudentDistribution(budget - 1);
        var errorAtBudget = sigma / Math.Sqrt(budget);
        // The former rule: how far the centre of all N pairs may still move from the present one, if the rest look like these.
        var stillToMove = sigma * Math.Sqrt(budget - pairs) / budget;
        double Below(double x) => t.Cdf((x - centre) / stillToMove);

        var shift = PairedSensitivity.ShiftToFlag(budget, looks.LevelAt(budget));
        var flag = margin + Math.Max(0, (shift * sigma) - (PowerZ * errorAtBudget));
        var flagged = double.IsPositiveInfinity(shift) ? 0 : (1 - Below(flag)) + Below(-flag);
        var halfWidth = t.Quantile(1 - looks.EquivalenceLevel) * errorAtBudget;
        var unchanged = halfWidth < margin ? Below(margin - halfWidth) - Below(halfWidth - margin) : 0;
        return flagged + unchanged < PairedFutility.MinimumChance;
    }
}
