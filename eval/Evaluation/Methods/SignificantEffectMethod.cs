using System.Globalization;
using PerfGate.Verdicts;
using Perfolizer.Mathematics.QuantileEstimators;
using Perfolizer.Mathematics.SignificanceTesting.Base;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;

namespace PerfGate.Evaluation.Methods;

/// <summary>
/// Exploration: launch medians significantly slower (Mann–Whitney, no margin) and the median launch ratio
/// above the threshold.
/// </summary>
public sealed class SignificantEffectMethod(double thresholdFraction, double alpha) : ITimeMethod
{
    private static readonly Lock TestLock = new();

    public string Name => string.Create(CultureInfo.InvariantCulture, $"significant + effect ≥ {thresholdFraction * 100:0}%, α {alpha}");

    public MetricStatus Decide(IReadOnlyList<double[]> baseline, IReadOnlyList<double[]> current)
    {
        var b = new Perfolizer.Sample([.. baseline.Select(l => SimpleQuantileEstimator.Instance.Median(new Perfolizer.Sample(l)))]);
        var c = new Perfolizer.Sample([.. current.Select(l => SimpleQuantileEstimator.Instance.Median(new Perfolizer.Sample(l)))]);
        double p;
        lock (TestLock)
        {
            p = MannWhitneyTest.Instance.GetPValue(c, b, AlternativeHypothesis.Greater, new Threshold(new PercentValue(0)));
        }

        var ratio = SimpleQuantileEstimator.Instance.Median(c) / SimpleQuantileEstimator.Instance.Median(b);
        return p < alpha && ratio > 1 + thresholdFraction ? MetricStatus.Regressed : MetricStatus.Unchanged;
    }
}
