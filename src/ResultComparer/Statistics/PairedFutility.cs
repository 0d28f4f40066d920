using Perfolizer.Mathematics.Distributions.ContinuousDistributions;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// Whether more pairs, up to the budget, could still decide a case a look left undecided. On a runner whose launches
/// spread widely, "unchanged" (inside ± the threshold) is out of reach of any budget the gate allows, and a method whose
/// pairs point at no change would otherwise spend its whole budget to end as undecided as it began: on such a runner,
/// half the launches of a large suite (docs/github.md, "Sizing the matrix").
/// </summary>
/// <remarks>
/// <para>
/// Stochastic curtailment: if the pairs still to come looked like those so far (their Hodges–Lehmann centre c, their
/// robust spread σ, as <see cref="PairedSensitivity"/> reads it), where would the centre of all the budget's N pairs
/// land? About c, give or take σ·√(N − n) / N (a normal approximation, Student's t for an estimated σ). The case is
/// futile when that centre would land where the budget's look decides nothing less than
/// <see cref="MinimumChance"/> of the time: beyond the margin by what the exact test at N pairs needs to flag a change
/// (<see cref="PairedSensitivity.ShiftToFlag"/>, read back from its 80 % figure), or inside it by the equivalence
/// interval's half-width t·σ/√N. Only the budget's look is asked, not the ones between: a prediction for a stopping
/// rule, not a test.
/// </para>
/// <para>
/// Stopping without a verdict never flags anything, so the looks' bound on false alarms holds as it is. It costs
/// detection only of a change whose pairs so far point well inside what the budget could flag; the tests simulate it
/// and docs/evaluation.md replays the recordings with the rule.
/// </para>
/// </remarks>
public static class PairedFutility
{
    /// <summary>Below this chance of any decision at the budget, a case gets no more pairs.</summary>
    public const double MinimumChance = 0.02;

    /// <summary>z of the 80 % power that <see cref="PairedSensitivity.ShiftToFlag"/> is for.</summary>
    private const double PowerZ = 0.8416;

    /// <param name="logRatios">ln(head / base) of the pairs so far.</param>
    /// <param name="margin">ln(1 + threshold).</param>
    /// <param name="looks">The looks the case is judged at: their budget, and the regression level at the budget's look.</param>
    /// <param name="equivalenceLevel">The level of each one-sided test that makes "unchanged".</param>
    public static bool IsFutile(IReadOnlyList<double> logRatios, double margin, PairedLooks looks, double equivalenceLevel)
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
        // How far the centre of all N pairs may still move from the present one, if the rest look like these.
        var stillToMove = sigma * Math.Sqrt(budget - pairs) / budget;
        double Below(double x) => t.Cdf((x - centre) / stillToMove);

        // Beyond the margin by what the exact test flags: its 80 % shift less the 80 % quantile's share. A budget whose
        // look can flag nothing (too few pairs for its level) leaves only "unchanged".
        var shift = PairedSensitivity.ShiftToFlag(budget, looks.LevelAt(budget));
        var flag = margin + Math.Max(0, (shift * sigma) - (PowerZ * errorAtBudget));
        var flagged = double.IsPositiveInfinity(shift) ? 0 : (1 - Below(flag)) + Below(-flag);
        var halfWidth = t.Quantile(1 - equivalenceLevel) * errorAtBudget;
        var unchanged = halfWidth < margin ? Below(margin - halfWidth) - Below(halfWidth - margin) : 0;
        return flagged + unchanged < MinimumChance;
    }
}
