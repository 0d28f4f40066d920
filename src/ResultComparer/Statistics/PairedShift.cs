using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// How far one merge moved a benchmark, from its pairs' log ratios: the centre the gate reports (Hodges–Lehmann, via
/// Pragmastat's Center) and its standard error. Main's history adds merges' centres and their variances, so the band
/// of a drift over many merges widens with every merge in it (docs/history.md, "What each figure means").
/// </summary>
/// <remarks>
/// The standard error is σ̂ · √(π/3) / √n: the Hodges–Lehmann estimator's large-sample error for normal noise (its
/// efficiency is 3/π against the mean), with σ̂ from Pragmastat's Spread as <see cref="PairedSensitivity"/> estimates it,
/// so one wild launch does not make a quiet merge look noisy. At the 5–16 pairs a gate measures, σ̂ is itself
/// uncertain; the one-merge interval uses Student's t with n − 1 degrees of freedom for that, and a drift over many
/// merges pools their variances, which steadies it.
/// </remarks>
/// <param name="LogCentre">ln of the merge's ratio.</param>
/// <param name="StandardError">Of <paramref name="LogCentre"/>; +∞ for fewer than 2 pairs.</param>
/// <param name="Pairs">How many pairs it stands on.</param>
internal readonly record struct PairedShift(double LogCentre, double StandardError, int Pairs)
{
    private static readonly double HodgesLehmannErrorPerSigma = Math.Sqrt(Math.PI / 3);

    public double Ratio => Math.Exp(LogCentre);

    /// <summary>Whether <paramref name="ratios"/> can be a shift: at least one, each positive and finite.</summary>
    public static bool CanMeasure(IReadOnlyList<double>? ratios) => ratios is { Count: > 0 } && ratios.All(r => r > 0 && double.IsFinite(r));

    /// <summary>The Hodges–Lehmann centre of pairs' log ratios (Pragmastat's Center): the paired verdict's ratio and a merge's step.</summary>
    public static double Centre(IReadOnlyList<double> logRatios) => Toolkit.Center(new Sample(logRatios)).NominalValue;

    /// <param name="ratios">merged ÷ parent of each pair (<see cref="CanMeasure"/>).</param>
    public static PairedShift Of(IReadOnlyList<double> ratios)
    {
        if (!CanMeasure(ratios))
        {
            throw new ArgumentException("A merge's shift needs at least one positive, finite pair ratio.", nameof(ratios));
        }

        double[] logs = [.. ratios.Select(r => Math.Log(r))];
        var error = ratios.Count < 2
            ? double.PositiveInfinity
            : Toolkit.Spread(new Sample(logs)).NominalValue / PairedSensitivity.SpreadPerSigma * HodgesLehmannErrorPerSigma / Math.Sqrt(ratios.Count);
        return new PairedShift(Centre(logs), error, ratios.Count);
    }

    /// <summary>The ratio's two-sided interval at <paramref name="confidence"/> (Student's t, n − 1 degrees of freedom).</summary>
    public (double Lower, double Upper) Interval(double confidence = 0.95)
    {
        if (!double.IsFinite(StandardError))
        {
            return (0, double.PositiveInfinity);
        }

        var t = new Perfolizer.Mathematics.Distributions.ContinuousDistributions.StudentDistribution(Pairs - 1).Quantile(1 - ((1 - confidence) / 2));
        return (Math.Exp(LogCentre - (t * StandardError)), Math.Exp(LogCentre + (t * StandardError)));
    }
}
