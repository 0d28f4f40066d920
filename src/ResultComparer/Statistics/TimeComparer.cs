using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.GenericEstimators;
using Perfolizer.Mathematics.QuantileEstimators;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using PerfolizerSample = Perfolizer.Sample;

namespace PerfGate.Statistics;

/// <summary>
/// Compares two sets of per-operation times without assuming a distribution (benchmark times are skewed,
/// heavy-tailed and sometimes bimodal). Perfolizer's equivalence test runs two one-sided Mann–Whitney tests
/// against the threshold: "regressed" means the current times are, at the chosen significance level,
/// greater than the baseline times scaled by (1 + threshold) — both practically large and statistically
/// certain. The Hodges–Lehmann ratio is the effect size we report.
/// </summary>
public static class TimeComparer
{
    private static readonly SimpleEquivalenceTest EquivalenceTest = new(MannWhitneyTest.Instance);

    // Perfolizer 0.3.17's Mann–Whitney test is not thread-safe: run concurrently on small samples it now and
    // then computes a p-value of -∞ and throws (seen about once in 12 gate runs over six benchmarks). The test
    // is cheap next to the Hodges–Lehmann estimate, so it alone is serialised.
    private static readonly object TestLock = new();

    public static TimeVerdict Compare(
        IReadOnlyList<double> baselineNs,
        IReadOnlyList<double> currentNs,
        TimeThreshold threshold,
        double significanceLevel,
        int minimumSamples)
    {
        var baseline = new PerfolizerSample(baselineNs.ToArray());
        var current = new PerfolizerSample(currentNs.ToArray());
        var baselineMedian = SimpleQuantileEstimator.Instance.Median(baseline);
        var currentMedian = SimpleQuantileEstimator.Instance.Median(current);
        var ratio = RatioOf(baseline, current);

        if (baselineNs.Count < minimumSamples || currentNs.Count < minimumSamples)
        {
            return new TimeVerdict(
                MetricStatus.Inconclusive, baselineMedian, currentMedian, ratio, threshold, baselineNs.Count, currentNs.Count,
                $"too few samples ({baselineNs.Count} baseline, {currentNs.Count} current; at least {minimumSamples} each are needed)");
        }

        ComparisonResult comparison;
        lock (TestLock)
        {
            comparison = EquivalenceTest.Perform(
                current,
                baseline,
                new Threshold(new PercentValue(threshold.Percent)),
                new SignificanceLevel(significanceLevel));
        }

        var status = comparison switch
        {
            ComparisonResult.Greater => MetricStatus.Regressed,
            ComparisonResult.Lesser => MetricStatus.Improved,
            ComparisonResult.Indistinguishable => MetricStatus.Unchanged,
            _ => MetricStatus.Inconclusive,
        };
        var reason = status == MetricStatus.Inconclusive ? "the test could not decide on these samples" : null;
        return new TimeVerdict(status, baselineMedian, currentMedian, ratio, threshold, baselineNs.Count, currentNs.Count, reason);
    }

    // Times are positive; a zero (a benchmark of an empty method, rounded) would make the ratio meaningless.
    private static double RatioOf(PerfolizerSample baseline, PerfolizerSample current) =>
        baseline.Values.Any(v => v <= 0) || current.Values.Any(v => v <= 0)
            ? double.NaN
            : HodgesLehmannEstimator.Instance.Ratio(current, baseline);
}
