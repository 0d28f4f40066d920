using PerfGate.Evaluation.Recording;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>
/// One gate run replayed: the baseline recorded in one run, the current results in another. A confirm re-run
/// of a flagged benchmark takes its extra launches from a third run recorded under the same load as the
/// current one, as a real re-run on the same CI machine would.
/// </summary>
public sealed record RunPair(RecordedRun Baseline, RecordedRun Current, RecordedRun? Rerun)
{
    public string Condition => (Baseline.Hog, Current.Hog) switch
    {
        (false, false) => "quiet → quiet",
        (true, true) => "hog → hog",
        (false, true) => "quiet → hog",
        (true, false) => "hog → quiet",
    };

    /// <summary>Every ordered pair of distinct runs: each run serves as baseline for every other.</summary>
    public static IReadOnlyList<RunPair> AllOrdered(IReadOnlyList<RecordedRun> runs) =>
        [.. from b in runs from c in runs where b != c select new RunPair(b, c, RerunFor(runs, b, c))];

    private static RecordedRun? RerunFor(IReadOnlyList<RecordedRun> runs, RecordedRun baseline, RecordedRun current)
    {
        var start = runs.ToList().IndexOf(current);
        return Enumerable.Range(1, runs.Count)
            .Select(step => runs[(start + step) % runs.Count])
            .FirstOrDefault(r => r != baseline && r != current && r.Hog == current.Hog);
    }
}
