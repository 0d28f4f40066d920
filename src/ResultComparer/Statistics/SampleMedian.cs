using Perfolizer.Mathematics.QuantileEstimators;
using Pragmastat;

namespace PerfGate.Statistics;

// The median the gate reports and tests with, one definition for every comparer (Hyndman–Fan type 7).
internal static class SampleMedian
{
    public static double Of(Sample sample) => SimpleQuantileEstimator.Instance.Median(sample).NominalValue;

    public static double Of(IReadOnlyList<double> values) => Of(new Sample(values));
}
