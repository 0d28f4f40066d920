using System.Globalization;
using PerfGate.Verdicts;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;

namespace PerfGate.Evaluation.Methods;

/// <summary>
/// dotnet/performance's ResultsComparer: Perfolizer's Mann–Whitney equivalence test at a relative threshold
/// (the tool's <c>--threshold 5%</c>) on every sample of both sides, pooled, at α = 0.05.
/// </summary>
public sealed class ResultsComparerMethod(double thresholdFraction) : OneRunMethod
{
    // Perfolizer 0.3.17's Mann–Whitney test is not thread-safe (see PerfGate's TimeComparer).
    private static readonly Lock TestLock = new();

    public override string Name => string.Create(CultureInfo.InvariantCulture, $"Mann–Whitney equivalence, {thresholdFraction * 100:0}%");

    protected override MetricStatus Decide(IReadOnlyList<double[]> baseline, IReadOnlyList<double[]> current)
    {
        var test = new SimpleEquivalenceTest(MannWhitneyTest.Instance);
        var threshold = new Threshold(new PercentValue(thresholdFraction * 100));
        ComparisonResult result;
        lock (TestLock)
        {
            result = test.Perform(
                new Perfolizer.Sample(current.SelectMany(l => l).ToArray()),
                new Perfolizer.Sample(baseline.SelectMany(l => l).ToArray()),
                threshold,
                new SignificanceLevel(0.05));
        }

        return result switch
        {
            ComparisonResult.Greater => MetricStatus.Regressed,
            ComparisonResult.Lesser => MetricStatus.Improved,
            _ => MetricStatus.Unchanged,
        };
    }
}
