using System.Globalization;
using PerfGate.Model;
using PerfGate.Options;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// The looks before the first that can flag (<see cref="PairedLooks"/>): after <see cref="First"/> pairs, and after every
/// pair up to <see cref="Last"/>, a method whose every case is already unchanged stops. They flag nothing, so they spend
/// no regression level and raise no false alarm; what they can cost is a real change called unchanged, which
/// docs/evaluation.md ("An earlier unchanged") measures for each first look and test.
/// </summary>
internal sealed record EarlyUnchangedLooks
{
    public EarlyUnchangedLooks(int first, int last, UnchangedTest test)
    {
        if (first < 2 || last < first || last >= GateDefaults.SameRunnerFirstPairs)
        {
            throw new ArgumentOutOfRangeException(nameof(first), $"{first}–{last}: the early looks come after 2 to {GateDefaults.SameRunnerFirstPairs - 1} pairs");
        }

        First = first;
        Last = last;
        Test = test;
    }

    /// <summary>The gate's: after <see cref="GateDefaults.SameRunnerEarlyUnchangedPairs"/> to
    /// <see cref="GateDefaults.SameRunnerLastEarlyUnchangedPairs"/> pairs, by exact signed-rank tests.</summary>
    public static EarlyUnchangedLooks Default { get; } =
        new(GateDefaults.SameRunnerEarlyUnchangedPairs, GateDefaults.SameRunnerLastEarlyUnchangedPairs, UnchangedTest.SignedRanks);

    public int First { get; }

    public int Last { get; }

    public UnchangedTest Test { get; }

    public IEnumerable<int> Sizes => Enumerable.Range(First, Last - First + 1);

    /// <summary>Whether the pairs show the change inside ± the margin, each one-sided test at <paramref name="level"/>.</summary>
    /// <param name="logRatios">ln(head / base) of each pair's fastest iterations.</param>
    /// <param name="margin">ln(1 + threshold).</param>
    public bool IsUnchanged(IReadOnlyList<double> logRatios, double margin, double level) => Test switch
    {
        UnchangedTest.SignedRanks => SequentialPairedTest.IsEquivalent(logRatios, margin, level),
        UnchangedTest.MeanInterval => logRatios.Count >= 2 && Inside(logRatios.Average(), SampleFigures.StandardDeviation(logRatios), logRatios.Count, margin, level),
        UnchangedTest.CentreInterval => logRatios.Count >= 2
            && Inside(Toolkit.Center(new Sample([.. logRatios])).NominalValue, Toolkit.Spread(new Sample([.. logRatios])).NominalValue / PairedSensitivity.SpreadPerSigma, logRatios.Count, margin, level),
        _ => throw new ArgumentOutOfRangeException(nameof(Test), Test, null),
    };

    public override string ToString() =>
        string.Create(CultureInfo.InvariantCulture, $"{(First == Last ? $"{First}" : $"{First}–{Last}")} pairs, {Test}");

    // The (1 − 2·level) interval centre ± t·σ/√n inside (−margin, +margin): both one-sided tests reject at level.
    private static bool Inside(double centre, double sigma, int count, double margin, double level)
    {
        var halfWidth = new StudentDistribution(count - 1).Quantile(1 - level) * sigma / Math.Sqrt(count);
        return double.IsFinite(halfWidth) && centre + halfWidth < margin && centre - halfWidth > -margin;
    }
}
