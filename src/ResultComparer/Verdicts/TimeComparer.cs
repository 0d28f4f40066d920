using PerfGate.Model;
using PerfGate.Statistics;
using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// Compares two sets of per-operation times without assuming a distribution (benchmark times are skewed, heavy-tailed
/// and sometimes bimodal): two one-sided Mann–Whitney tests against the threshold, as in a TOST equivalence test.
/// "Regressed" means the current times are, at the significance level, greater than the baseline times × (1 + threshold).
/// </summary>
/// <remarks>
/// <para>
/// When both sides say which process (launch) measured which sample and have at least <see cref="MinimumLaunches"/>
/// launches, the test compares the launches' medians: each process lays out and JITs the code anew, so launches of
/// unchanged code differ by several percent (20–40 % for nanosecond benchmarks, docs/evaluation.md) while iterations
/// within one agree closely, and testing iterations as independent mistakes one unlucky launch for a regression.
/// Otherwise the test compares all samples, as BenchmarkDotNet's own statistical test does.
/// </para>
/// <para>
/// Not Perfolizer's <c>SimpleEquivalenceTest</c>, which runs the same two tests but first computes a spread estimate we
/// do not use (20–30 ms for 100 × 100 samples against 0.03 ms per test) and decides changes beyond ten thresholds
/// without any test.
/// </para>
/// </remarks>
internal static class TimeComparer
{
    // With 3 against 3 the smallest one-sided p-value is 1/20 = 0.05, so the test can decide at the default level; with
    // 2 against 2 it never could (1/6).
    public const int MinimumLaunches = 3;

    // Launches of a sub-nanosecond benchmark can spread without bound.
    private const double MaximumWidenedThreshold = 10;

    /// <param name="threshold">The benchmark's own, overrides applied.</param>
    /// <param name="unit">The unit the test must compare, or null to choose it from the data. A confirm re-run passes
    /// the first run's, so pooling more launches in never switches the test halfway.</param>
    public static TimeVerdict Compare(BenchmarkResult baseline, BenchmarkResult current, TimeThreshold threshold, GateSettings settings, TimeTestUnit? unit = null) =>
        Compare(
            baseline.SamplesNs,
            current.SamplesNs,
            threshold,
            settings.SignificanceLevel,
            settings.MinimumSamples,
            baseline.SamplesByLaunch(),
            current.SamplesByLaunch(),
            settings.LaunchSpreadFactor,
            unit);

    /// <param name="unit">The unit the test must compare; null chooses launches when both sides have enough, else iterations.</param>
    public static TimeVerdict Compare(
        IReadOnlyList<double> baselineNs,
        IReadOnlyList<double> currentNs,
        TimeThreshold threshold,
        double significanceLevel,
        int minimumSamples,
        IReadOnlyList<IReadOnlyList<double>>? baselineLaunches = null,
        IReadOnlyList<IReadOnlyList<double>>? currentLaunches = null,
        double launchSpreadFactor = 0,
        TimeTestUnit? unit = null)
    {
        // One sorted copy per side gives its median, the test on iterations and then, turned into logarithms in place
        // (they keep the order), the ratio: a baseline benchmark can hold millions of samples (docs/scale.md, "A baseline
        // of one huge benchmark"). So the ratio is taken last, once the test has read the times.
        double[] baselineSorted = [.. baselineNs], currentSorted = [.. currentNs];
        Array.Sort(baselineSorted);
        Array.Sort(currentSorted);
        var baselineMedian = SampleMedian.Of(baselineSorted);
        var currentMedian = SampleMedian.Of(currentSorted);
        double? ratio = null;
        double Ratio() => ratio ??= RatioOfSorted(currentSorted, baselineSorted);
        TimeVerdict Verdict(MetricStatus status, string? reason = null) =>
            new(status, baselineMedian, currentMedian, Ratio(), threshold, baselineNs.Count, currentNs.Count, reason);

        if (baselineNs.Count < minimumSamples || currentNs.Count < minimumSamples)
        {
            return Verdict(
                MetricStatus.Inconclusive,
                $"too few samples ({baselineNs.Count} baseline, {currentNs.Count} current; at least {minimumSamples} each are needed)");
        }

        var launchesKnown = baselineLaunches is { Count: >= MinimumLaunches } && currentLaunches is { Count: >= MinimumLaunches };
        if (unit == TimeTestUnit.Launches && !launchesKnown)
        {
            // Only a re-run whose report lost the launch of each sample gets here: judging its pool on iterations
            // would switch the test halfway.
            return Verdict(
                MetricStatus.Inconclusive,
                "the first run was judged on launch medians, but the pooled samples no longer say which launch measured which");
        }

        var byLaunch = launchesKnown && unit != TimeTestUnit.Iterations;
        var baselineLaunchMedians = byLaunch ? LaunchMedians(baselineLaunches!) : null;
        var currentLaunchMedians = byLaunch ? LaunchMedians(currentLaunches!) : null;
        var (baselineUnits, currentUnits) = byLaunch
            ? (Sorted(baselineLaunchMedians!), Sorted(currentLaunchMedians!))
            : (baselineSorted, currentSorted);
        // A benchmark whose own baseline launches disagree by 40 % cannot show a 5 % slowdown: its threshold widens to
        // that spread (times the factor), while quiet benchmarks keep the configured one.
        var widened = Widen(baselineLaunchMedians is { } medians ? RelativeSpread(medians) : 0, threshold, launchSpreadFactor);
        var marginPercent = (widened ?? threshold).Percent;
        // Perfolizer's Mann–Whitney p-values, merged from the sorted sides without the library's copies of them.
        // H1: current > baseline × (1 + threshold); then H1: baseline > current × (1 + threshold).
        var slowerPValue = SortedMannWhitney.PValueGreater(currentUnits, baselineUnits, marginPercent);
        var fasterPValue = SortedMannWhitney.PValueGreater(baselineUnits, currentUnits, marginPercent);

        var status = slowerPValue < significanceLevel ? MetricStatus.Regressed
            : fasterPValue < significanceLevel ? MetricStatus.Improved
            : MetricStatus.Unchanged;
        return Verdict(status) with
        {
            WidenedThreshold = widened,
            BaselineLaunchCount = byLaunch ? baselineLaunches!.Count : null,
            CurrentLaunchCount = byLaunch ? currentLaunches!.Count : null,
            Effect = byLaunch
                ? new TimeEffect(
                    TimeTestUnit.Launches,
                    baselineLaunchMedians!.Length,
                    currentLaunchMedians!.Length,
                    RatioOf(currentLaunchMedians, baselineLaunchMedians),
                    HodgesLehmannBounds.Of(currentLaunchMedians, baselineLaunchMedians, significanceLevel))
                : new TimeEffect(TimeTestUnit.Iterations, baselineNs.Count, currentNs.Count, Ratio(), Interval: null),
        };
    }

    /// <summary>(max − min) / median of the launch medians, the spread the gate widens time limits by; null with fewer
    /// than <see cref="MinimumLaunches"/> launches.</summary>
    public static double? LaunchSpread(IReadOnlyList<IReadOnlyList<double>>? launches) =>
        launches is { Count: >= MinimumLaunches } ? RelativeSpread(LaunchMedians(launches)) : null;

    /// <returns>Null when the configured threshold holds.</returns>
    public static TimeThreshold? Widen(double launchSpread, TimeThreshold threshold, double launchSpreadFactor) =>
        launchSpreadFactor * launchSpread > threshold.Fraction
            ? new TimeThreshold(Math.Min(launchSpreadFactor * launchSpread, MaximumWidenedThreshold))
            : null;

    private static double RelativeSpread(double[] medians)
    {
        var median = SampleMedian.Of(medians);
        return median > 0 ? (medians.Max() - medians.Min()) / median : 0;
    }

    // Each launch sorted in one scratch array in turn (a sorted sample is taken as it is), not in a copy of its own.
    private static double[] LaunchMedians(IReadOnlyList<IReadOnlyList<double>> launches)
    {
        var scratch = new double[launches.Max(l => l.Count)];
        var medians = new double[launches.Count];
        for (var i = 0; i < medians.Length; i++)
        {
            var launch = new ArraySegment<double>(scratch, 0, launches[i].Count);
            for (var j = 0; j < launch.Count; j++)
            {
                launch[j] = launches[i][j];
            }

            launch.AsSpan().Sort();
            medians[i] = SampleMedian.Of(launch);
        }

        return medians;
    }

    private static double[] Sorted(double[] values) => [.. values.Order()];

    // Takes the sorted copies over: their times become their logarithms.
    private static double RatioOfSorted(double[] current, double[] baseline)
    {
        if (current.Length == 0 || baseline.Length == 0 || baseline[0] <= 0 || current[0] <= 0)
        {
            return double.NaN;
        }

        foreach (var sorted in new[] { current, baseline })
        {
            for (var i = 0; i < sorted.Length; i++)
            {
                sorted[i] = Math.Log(sorted[i]);
            }
        }

        return HodgesLehmannRatio.OfSortedLogs(current, baseline);
    }

    // Times are positive; a zero (a benchmark of an empty method, rounded) would make the ratio meaningless.
    private static double RatioOf(IReadOnlyList<double> current, IReadOnlyList<double> baseline) =>
        baseline.Min() <= 0 || current.Min() <= 0
            ? double.NaN
            : HodgesLehmannRatio.Estimate(current, baseline);
}
