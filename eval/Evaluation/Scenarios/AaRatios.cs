using PerfGate.Evaluation.Presets;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>
/// How far unchanged code moves between two runs: for each case and each run pair, the current run's median
/// time over the baseline run's (medians of all samples the job measured).
/// </summary>
internal static class AaRatios
{
    public static IReadOnlyDictionary<string, double[]> ByCase(Recording.Recording recording, IReadOnlyList<RunPair> pairs, EmulatedJob job) =>
        recording.CaseIds.ToDictionary(
            id => id,
            id => pairs
                .Select(p => (Baseline: p.Baseline.Find(id), Current: p.Current.Find(id)))
                .Where(x => x.Baseline is not null && x.Current is not null)
                .Select(x => Median(job.Cut(x.Current!)) / Median(job.Cut(x.Baseline!)))
                .Where(double.IsFinite)
                .Order()
                .ToArray());

    /// <summary>The slowdown each time knob really injected: median over run pairs of current ÷ baseline median.</summary>
    public static IReadOnlyList<(Injection Injection, double MedianRatio)> Knobs(IReadOnlyList<RunPair> pairs, EmulatedJob job) =>
        [.. Injection.Time.Select(i => (i, MedianOf([.. pairs
            .Select(p => (Baseline: p.Baseline.Find(i.BaselineId), Current: p.Current.Find(i.CurrentId)))
            .Where(x => x.Baseline is not null && x.Current is not null)
            .Select(x => Median(job.Cut(x.Current!)) / Median(job.Cut(x.Baseline!)))])))];

    public static double Quantile(double[] sorted, double q) =>
        sorted.Length == 0 ? double.NaN : sorted[(int)Math.Round(q * (sorted.Length - 1))];

    private static double Median(IReadOnlyList<double[]> launches) => MedianOf([.. launches.SelectMany(l => l)]);

    private static double MedianOf(double[] values)
    {
        if (values.Length == 0)
        {
            return double.NaN;
        }

        var all = values.Order().ToArray();
        return all.Length % 2 == 1 ? all[all.Length / 2] : (all[(all.Length / 2) - 1] + all[all.Length / 2]) / 2;
    }
}
