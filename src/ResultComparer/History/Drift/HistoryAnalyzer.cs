using PerfGate.Git;
using PerfGate.History.Records;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using Perfolizer.Mathematics.Cpd;

namespace PerfGate.History.Drift;

/// <summary>
/// Reads main's history since an anchor (docs/history.md, "What each figure means"). Time: each merge's step is the
/// centre of its pairs' log ratios (<see cref="PairedShift"/>); the drift since the anchor is their sum, and its band the
/// root of their summed variances, so it widens with every merge in it. A drift whose whole band lies beyond the time
/// threshold is flagged, with the merges that made most of it; one whose band reaches past it is one the history cannot tell
/// (<see cref="TimeDrift"/>). Allocations need no statistics: each record measured the
/// merge beside its parent, so a step beyond the allocation threshold is named at its merge, and the steps add up exactly:
/// a net growth since the anchor beyond the threshold is flagged as the time drift is (<see cref="AllocationDrift"/>).
/// </summary>
internal static class HistoryAnalyzer
{
    public const double DefaultConfidence = 0.95;

    // ED-PELT needs a few points per segment to tell a level from noise; fewer merges than this get no change points.
    private const int ChangePointMinimumMerges = 6;
    private const int ChangePointMinimumDistance = 2;

    /// <param name="settings">The thresholds, per-benchmark overrides included.</param>
    public static HistoryAnalysis Analyze(HistoryChain chain, string anchorName, GateSettings settings, double confidence = DefaultConfidence)
    {
        var merges = chain.Merges
            .Select(r => new HistoryMerge(r.Commit, r.Parent, r.CommitDate, r.Host?.ProcessorName, r.Pairs))
            .ToList();
        var ids = chain.Merges.SelectMany(r => r.Benchmarks.Select(b => b.Id)).Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal);
        var notes = new List<string>();
        if (chain.Gap is { } gap)
        {
            notes.Add($"The history before {GitNames.ShortCommit(gap)} is not used: that commit has no record (a push that was not recorded), so the drift is measured from it.");
        }

        var benchmarks = ids.Select(id => Benchmark(id, chain.Merges, settings.TimeThresholdFor(id), settings.AllocationThresholdFor(id), confidence, notes)).ToList();
        return new HistoryAnalysis(anchorName, chain.AnchorCommit, chain.Merges[^1].Commit, settings.TimeThreshold.Fraction, confidence, merges, benchmarks, notes);
    }

    private static BenchmarkHistory Benchmark(
        string id,
        IReadOnlyList<HistoryRecord> merges,
        TimeThreshold timeThreshold,
        AllocationThreshold allocationThreshold,
        double confidence,
        List<string> notes)
    {
        var points = new List<HistoryPoint>();
        var steps = new List<(string Commit, PairedShift Shift)>();
        var sum = default(DriftSum);
        var allocationSteps = new List<AllocationStep>();
        var allocations = new AllocationChain();
        string? restartedAt = null;
        foreach (var merge in merges)
        {
            var entry = merge.Benchmarks.FirstOrDefault(b => b.Id == id);
            if (entry is { SameCode: true })
            {
                // No code it executes changed in this merge: a step of exactly 1, which neither moves nor widens the drift.
                var (same, sameLower, sameUpper) = steps.Count > 0 ? sum.Band(confidence) : (1.0, 1.0, 1.0);
                points.Add(new HistoryPoint(merge.Commit, 1, 1, 1, 0, same, sameLower, sameUpper, null, null));
                continue;
            }

            if (entry?.PairRatios is not { } ratios || !PairedShift.CanMeasure(ratios))
            {
                // A step not measured (the benchmark new, failed or missing at this merge) cannot be bounded, so the
                // drift starts again after it rather than skip it silently.
                if (steps.Count > 0)
                {
                    restartedAt = merge.Commit;
                }

                steps.Clear();
                sum = default;
                points.Add(new HistoryPoint(merge.Commit, null, null, null, 0, null, null, null, entry?.Bytes, entry?.ParentBytes));
            }
            else
            {
                var shift = PairedShift.Of(ratios);
                steps.Add((merge.Commit, shift));
                sum = sum.Add(shift);
                var (lower, upper) = shift.Interval();
                var (drift, driftLower, driftUpper) = sum.Band(confidence);
                points.Add(new HistoryPoint(merge.Commit, shift.Ratio, lower, upper, shift.Pairs, drift, driftLower, driftUpper, entry.Bytes, entry.ParentBytes));
            }

            if (entry is { Bytes: { } bytes, ParentBytes: { } parentBytes } && Math.Abs(bytes - parentBytes) > allocationThreshold.ToleranceFor(parentBytes))
            {
                allocationSteps.Add(new AllocationStep(merge.Commit, parentBytes, bytes));
            }

            allocations.Add(merge.Commit, entry?.ParentBytes, entry?.Bytes);
        }

        if (restartedAt is not null)
        {
            notes.Add($"{id}: its drift is measured from {GitNames.ShortCommit(restartedAt)} on: that merge did not measure it in pairs (new, failed or missing there), so the steps before it cannot be chained to the ones after.");
        }

        if (allocations.RestartedAt is { } allocationsRestartedAt && allocationsRestartedAt != restartedAt)
        {
            notes.Add($"{id}: its allocations are added up from {GitNames.ShortCommit(allocationsRestartedAt)} on: that merge did not measure its bytes, so the steps before it cannot be added to the ones after.");
        }

        return new BenchmarkHistory(id, points, Time(points[^1], steps, timeThreshold), allocationSteps, ChangePoints(points, timeThreshold), allocations.Drift(allocationThreshold));
    }

    /// <param name="head">The newest merge's point: its drift and band are the chain's at the head.</param>
    private static TimeDrift? Time(HistoryPoint head, List<(string Commit, PairedShift Shift)> steps, TimeThreshold threshold)
    {
        if (head is not { Drift: { } drift, DriftLower: { } lower, DriftUpper: { } upper })
        {
            return null;
        }

        var time = new TimeDrift(drift, lower, upper, threshold.Fraction, []);
        return time.Drifted
            ? time with { Contributors = [.. LargestSteps.MakingUp(steps, s => s.Shift.LogCentre, Math.Log(drift)).Select(s => new DriftContributor(s.Commit, s.Shift.Ratio))] }
            : time;
    }

    // ED-PELT (Perfolizer) on the drift's level: where the benchmark's time settled at another level. It is
    // nonparametric and finds a level change of any size, down to the 1 % a quiet runner's noise wanders (eval/history's
    // A/A merges), so a change smaller than half the time threshold is not marked. A creep of small steps has no clean
    // level change; the flag, not the change points, is what catches it.
    private static IReadOnlyList<int> ChangePoints(List<HistoryPoint> points, TimeThreshold threshold)
    {
        var measured = points.Select((p, i) => (p.Drift, Index: i)).Where(p => p.Drift is not null).ToList();
        if (measured.Count < ChangePointMinimumMerges)
        {
            return [];
        }

        var levels = measured.Select(p => Math.Log(p.Drift!.Value)).ToArray();
        // ED-PELT names the last point of each segment; the page marks the first merge of the new level.
        var found = EdPeltChangePointDetector.Instance.GetChangePointIndexes(levels, ChangePointMinimumDistance).Select(i => i + 1).ToArray();
        var bounds = found.Prepend(0).Append(levels.Length).ToArray();
        var smallest = Math.Log(1 + (threshold.Fraction / 2));
        return
        [
            .. found
                .Where((_, k) => Math.Abs(SampleMedian.Of(levels[bounds[k + 1]..bounds[k + 2]]) - SampleMedian.Of(levels[bounds[k]..bounds[k + 1]])) >= smallest)
                .Select(i => measured[i].Index),
        ];
    }
}
