using System.Collections.Concurrent;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// What a same-runner run could see: the smallest slowdown its pairs would have flagged with <see cref="Power"/>
/// probability, from how far they spread and how many there are, at the level used.
/// </summary>
/// <remarks>
/// The exact signed-rank test on n pairs is discrete (8 pairs at 0.004 flag only when all 8 agree), so a normal
/// approximation of its power overstates it at the pair counts the gate uses. Its power against a shift δ above the
/// margin, for pair log ratios with normal noise of spread σ, depends on δ / σ alone; so the shift it finds 80 % of the
/// time is k(n, α) · σ, and k is found once per (pairs, level) by simulating the test itself (a fixed seed: the same
/// figure every run). σ is estimated robustly — Pragmastat's Spread, the median of all pairwise distances, 0.954 σ for a
/// normal — so one wild launch does not make a quiet benchmark look noisy. Checked by simulation in the tests.
/// </remarks>
internal static class PairedSensitivity
{
    public const double Power = 0.8;

    /// <summary>Pragmastat's Spread of a normal sample, in standard deviations: median |X − Y| = √2 · 0.6745 σ.</summary>
    internal const double SpreadPerSigma = 0.9539;

    private const int SimulatedGates = 2000;

    private static readonly ConcurrentDictionary<(int Pairs, double Level), double> ShiftPerSigma = new();

    /// <summary>The smallest slowdown (0.09 = +9 %) these pairs would have flagged with 80 % probability; +∞ when none.</summary>
    /// <param name="logRatios">ln(head / base) of each pair's fastest iterations.</param>
    /// <param name="margin">ln(1 + threshold).</param>
    /// <param name="asPairs">As many pairs spread as these (a look beyond them); null: their own count.</param>
    public static double SmallestDetectableSlowdown(IReadOnlyList<double> logRatios, double margin, double level, int? asPairs = null) =>
        logRatios.Count < 2
            ? double.PositiveInfinity
            : SmallestDetectableSlowdown(Toolkit.Spread(new Sample([.. logRatios])).NominalValue / SpreadPerSigma, asPairs ?? logRatios.Count, margin, level);

    /// <summary>The same for pairs whose log ratios spread <paramref name="sigma"/> (a standard deviation).</summary>
    public static double SmallestDetectableSlowdown(double sigma, int pairs, double margin, double level) =>
        ShiftToFlag(pairs, level) is var shift && double.IsPositiveInfinity(shift)
            ? double.PositiveInfinity
            : Math.Exp(margin + (shift * sigma)) - 1;

    /// <summary>k: a shift of k standard deviations of the pairs' noise above the margin is flagged 80 % of the time by
    /// the test at this many pairs and level (found by bisection); +∞ when no pattern of signs reaches the level.</summary>
    internal static double ShiftToFlag(int pairs, double level) =>
        pairs < 2 || Math.Pow(0.5, pairs) >= level // below 2^-n no pattern of n signs reaches the level
            ? double.PositiveInfinity
            : ShiftPerSigma.GetOrAdd((pairs, level), key => FindShiftPerSigma(key.Pairs, key.Level));

    private static double FindShiftPerSigma(int pairs, double level)
    {
        var (low, high) = (0.0, 20.0);
        for (var step = 0; step < 30; step++)
        {
            var middle = (low + high) / 2;
            (low, high) = Flagged(pairs, level, middle) >= Power ? (low, middle) : (middle, high);
        }

        return high;
    }

    private static double Flagged(int pairs, double level, double shift)
    {
        var random = new Random(pairs * 7919);
        var flagged = 0;
        var differences = new double[pairs];
        for (var gate = 0; gate < SimulatedGates; gate++)
        {
            for (var i = 0; i < pairs; i++)
            {
                differences[i] = shift + Normal(random);
            }

            flagged += SignedRankTest.GreaterPValue(differences) < level ? 1 : 0;
        }

        return (double)flagged / SimulatedGates;
    }

    /// <summary>A standard normal deviate (Box–Muller): the noise model of the power calculation and of a bootstrap's
    /// launch scale, not of any data.</summary>
    internal static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
