using System.Globalization;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Methods;

/// <summary>
/// github-action-benchmark's alert: the current mean over the previous mean above a ratio (its
/// <c>alert-threshold</c>, "200%" by default, meaning twice as slow). No statistics: one number each side.
/// </summary>
internal sealed class MeanRatioMethod(double alertRatio) : OneRunMethod
{
    public override string Name => string.Create(CultureInfo.InvariantCulture, $"mean ratio ≥ {alertRatio * 100:0}%");

    protected override MetricStatus Decide(IReadOnlyList<double[]> baseline, IReadOnlyList<double[]> current)
    {
        var ratio = current.SelectMany(l => l).Average() / baseline.SelectMany(l => l).Average();
        return ratio >= alertRatio ? MetricStatus.Regressed : MetricStatus.Unchanged;
    }
}
