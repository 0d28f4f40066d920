using System.Globalization;
using PerfGate.Verdicts;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using Pragmastat;

namespace PerfGate.Evaluation.Methods;

/// <summary>
/// dotnet/performance's ResultsComparer: Perfolizer's Mann–Whitney equivalence test at a relative threshold
/// (the tool's <c>--threshold 5%</c>) on every sample of both sides, pooled, at α = 0.05.
/// </summary>
/// <remarks>
/// Perfolizer 0.6.1 decides more pairs without a test than 0.3.17 did (A/A false alarms on the committed
/// recording 986 against 946 of 6460): its <c>Threshold.EffectiveShift</c> now returns the shift of sample −
/// sample × 1.05, a negative number, so <c>SimpleEquivalenceTest</c>'s <c>Max</c> of the two sides picks the
/// faster side's margin, and a difference beyond ten margins of the faster side is called without a test
/// (0.3.17 used the slower side's). With 0.3.17's choice the replay gives 946 again; we report the library
/// as it is.
/// </remarks>
internal sealed class ResultsComparerMethod(double thresholdFraction) : OneRunMethod
{
    public override string Name => string.Create(CultureInfo.InvariantCulture, $"Mann–Whitney equivalence, {thresholdFraction * 100:0}%");

    protected override MetricStatus Decide(IReadOnlyList<double[]> baseline, IReadOnlyList<double[]> current)
    {
        var test = new SimpleEquivalenceTest(MannWhitneyTest.Instance);
        var threshold = new Threshold(new PercentValue(thresholdFraction * 100).ToMeasurement());
        var result = test.Perform(
            new Sample(current.SelectMany(l => l).ToArray()),
            new Sample(baseline.SelectMany(l => l).ToArray()),
            threshold,
            new SignificanceLevel(0.05));

        return result switch
        {
            ComparisonResult.Greater => MetricStatus.Regressed,
            ComparisonResult.Lesser => MetricStatus.Improved,
            _ => MetricStatus.Unchanged,
        };
    }
}
