using PerfGate.Statistics;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace PerfGate.History.Drift;

/// <summary>
/// A drift's steps added up as they come: their log centres, their variances and Welch–Satterthwaite's denominator, so
/// the band after each merge costs one step, not every step before it.
/// </summary>
internal readonly record struct DriftSum(double Log, double Variance, double WelchDenominator)
{
    public DriftSum Add(PairedShift step)
    {
        var variance = step.StandardError * step.StandardError;
        return new DriftSum(Log + step.LogCentre, Variance + variance, WelchDenominator + (variance * variance / (step.Pairs - 1)));
    }

    /// <summary>The drift as a ratio, with its band: Student's t with Welch–Satterthwaite's degrees of freedom, because
    /// each step's error is estimated from its own few pairs.</summary>
    public (double Drift, double Lower, double Upper) Band(double confidence)
    {
        if (!double.IsFinite(Variance))
        {
            return (Math.Exp(Log), 0, double.PositiveInfinity);
        }

        var freedom = Variance == 0 ? double.PositiveInfinity : Variance * Variance / WelchDenominator;
        var t = double.IsFinite(freedom) ? new StudentDistribution(freedom).Quantile(1 - ((1 - confidence) / 2)) : 1.96;
        var half = t * Math.Sqrt(Variance);
        return (Math.Exp(Log), Math.Exp(Log - half), Math.Exp(Log + half));
    }
}
