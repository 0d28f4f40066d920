using Perfolizer.Mathematics.QuantileEstimators;
using Pragmastat;

namespace PerfGate.Statistics;

/// <summary>
/// The median the gate reports and tests with, one definition for every comparer: Perfolizer's
/// <see cref="SimpleQuantileEstimator"/> (Hyndman–Fan type 7).
/// </summary>
public static class SampleMedian
{
    public static double Of(Sample sample) => SimpleQuantileEstimator.Instance.Median(sample).NominalValue;

    /// <exception cref="ArgumentException">No values.</exception>
    public static double Of(IReadOnlyList<double> values) => Of(new Sample(values));
}
