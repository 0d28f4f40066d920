using Perfolizer.Mathematics.Distributions.ContinuousDistributions;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// Whether more pairs, up to the budget, could still decide a case a look left undecided. On a runner whose launches
/// spread widely, "unchanged" is out of reach of any budget the gate allows, and pairs pointing at no change would
/// spend the whole budget to end undecided: half the launches of a large suite (docs/github.md, "Sizing the matrix").
/// </summary>
/// <remarks>
/// Predictive power: the pairs so far (n of them, Hodges–Lehmann centre c, robust spread σ as
/// <see cref="PairedSensitivity"/> reads it) estimate the change only to ±σ/√n, and the pairs still to come add their
/// own noise, so the centre of all the budget's N pairs lands about c, give or take σ·√((N − n) / (N·n)) (Student's t
/// for an estimated σ). Taking c as the truth instead (σ·√(N − n) / N, √(N/n) narrower) stopped a real +8 % change at
/// 8 of 16 pairs while its estimate already stood beyond a +5 % threshold. The case is futile when that centre has less than
/// <see cref="MinimumChance"/> to land where the budget's look decides: beyond the margin by what the exact test at N
/// pairs needs to flag (<see cref="PairedSensitivity.ShiftToFlag"/>), or inside it by the equivalence interval's half-width
/// t·σ/√N. A prediction for a stopping rule, not a test: stopping without a verdict flags nothing, so the looks' bound
/// on false alarms holds; it costs detection only of a change whose pairs point well inside what the budget could flag.
/// </remarks>
internal static class PairedFutility
{
    public const double MinimumChance = 0.02;

    // z of the 80 % power that PairedSensitivity.ShiftToFlag is for.
    private const double PowerZ = 0.8416;

    /// <param name="logRatios">ln(head / base) of the pairs so far.</param>
    /// <param name="margin">ln(1 + threshold).</param>
    public static bool IsFutile(IReadOnlyList<double> logRatios, double margin, PairedLooks looks) =>
        IsFutile(logRatios, margin, looks, StillToMove);

    /// <summary>How far the centre of all N pairs may still land from the present one: the present one's own error, and
    /// the rest's (the predictive rule).</summary>
    private static double StillToMove(double sigma, int pairs, int budget) => sigma * Math.Sqrt((budget - pairs) / (double)(budget * pairs));

    /// <param name="stillToMove">σ, n, N → the spread of the budget's centre about the present one: the gate's is
    /// <see cref="StillToMove"/>; another is a replay's former rule (eval/same-runner/ab-rules.md).</param>
    internal static bool IsFutile(IReadOnlyList<double> logRatios, double margin, PairedLooks looks, Func<double, int, int, double> stillToMove)
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
            return false; // identical pairs: the looks decide them; nothing to predict
        }

        var t = new StudentDistribution(budget - 1);
        var errorAtBudget = sigma / Math.Sqrt(budget);
        var spread = stillToMove(sigma, pairs, budget);
        double Below(double x) => t.Cdf((x - centre) / spread);

        // Beyond the margin by the exact test's 80 % shift less the 80 % quantile's share. A budget whose look can flag
        // nothing (too few pairs for its level) leaves only "unchanged".
        var shift = PairedSensitivity.ShiftToFlag(budget, looks.LevelAt(budget));
        var flag = margin + Math.Max(0, (shift * sigma) - (PowerZ * errorAtBudget));
        var flagged = double.IsPositiveInfinity(shift) ? 0 : (1 - Below(flag)) + Below(-flag);
        var halfWidth = t.Quantile(1 - looks.EquivalenceLevel) * errorAtBudget;
        var unchanged = halfWidth < margin ? Below(margin - halfWidth) - Below(halfWidth - margin) : 0;
        return flagged + unchanged < MinimumChance;
    }
}
