using PerfGate.Evaluation.Recording;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>
/// One gate run replayed: the baseline recorded in one run, the current results in another. Confirm re-runs of
/// a flagged benchmark take their launches from further runs recorded under the same load as the current one,
/// as real re-runs on the same CI machine would.
/// </summary>
/// <param name="BaselineExtras">Further runs under the baseline's load, none of them the current run or a
/// re-run: a baseline recorded from several runs pools them.</param>
internal sealed record RunPair(RecordedRun Baseline, RecordedRun Current, IReadOnlyList<RecordedRun> Reruns, IReadOnlyList<RecordedRun> BaselineExtras)
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
        [.. from b in runs from c in runs where b != c select Create(runs, b, c)];

    private static RunPair Create(IReadOnlyList<RecordedRun> runs, RecordedRun baseline, RecordedRun current)
    {
        var reruns = RerunsFor(runs, baseline, current);
        // Taken from the far end of the recording, so they overlap the first re-runs as little as possible.
        var start = runs.ToList().IndexOf(baseline);
        List<RecordedRun> extras = [.. Enumerable.Range(1, runs.Count - 1)
            .Select(step => runs[(start + runs.Count - step) % runs.Count])
            .Where(r => r != current && r.Hog == baseline.Hog && !reruns.Take(3).Contains(r))];
        return new RunPair(baseline, current, reruns, extras);
    }

    // The runs after the current one (wrapping around) with the same load, baseline and current excluded.
    private static List<RecordedRun> RerunsFor(IReadOnlyList<RecordedRun> runs, RecordedRun baseline, RecordedRun current)
    {
        var start = runs.ToList().IndexOf(current);
        return [.. Enumerable.Range(1, runs.Count - 1)
            .Select(step => runs[(start + step) % runs.Count])
            .Where(r => r != baseline && r.Hog == current.Hog)];
    }
}
