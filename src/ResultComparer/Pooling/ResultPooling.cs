using PerfGate.Model;

namespace PerfGate.Pooling;

/// <summary>
/// Adds up several measurements of the same benchmarks. Between two runs of unchanged code a benchmark moves
/// more than its launches within one run suggest (docs/evaluation.md), so a baseline pools several runs, and
/// a flagged regression is decided on the first run and its confirm re-runs together.
/// </summary>
public static class ResultPooling
{
    /// <summary>
    /// The flagged benchmarks get the samples of both runs (first run's launches, then the re-run's); all other
    /// benchmarks, and allocations, stay as the first run measured them. A flagged benchmark the re-run failed
    /// or missed keeps its first-run samples.
    /// </summary>
    public static BenchmarkRun Pool(BenchmarkRun current, BenchmarkRun rerun, IReadOnlyCollection<string> flaggedIds)
    {
        var rerunById = rerun.Benchmarks.Where(b => !b.Failed).ToDictionary(b => b.Id, StringComparer.Ordinal);
        var flagged = flaggedIds.ToHashSet(StringComparer.Ordinal);
        var pooled = current.Benchmarks
            .Select(b => flagged.Contains(b.Id) && rerunById.TryGetValue(b.Id, out var again)
                ? Append(b, again) with { BytesAllocatedPerOperation = b.BytesAllocatedPerOperation }
                : b)
            .ToList();
        return current with { Benchmarks = pooled };
    }

    /// <summary>
    /// Several runs of the same benchmarks as one: every benchmark's samples and launches in run order. A
    /// benchmark that failed in any run is failed; one missing from some runs keeps what the others measured.
    /// Allocations are exact and agree between runs; should they not, the largest is kept, so the baseline
    /// never claims less than the code was seen to allocate.
    /// </summary>
    public static BenchmarkRun PoolRuns(IReadOnlyList<BenchmarkRun> runs)
    {
        var pooled = runs.SelectMany(r => r.Benchmarks)
            .GroupBy(b => b.Id, StringComparer.Ordinal)
            .Select(g => g.Any(b => b.Failed) ? BenchmarkResult.FailedCase(g.Key) : g.Aggregate(Append))
            .OrderBy(b => b.Id, StringComparer.Ordinal)
            .ToList();
        var first = runs[0];
        return first with { Benchmarks = pooled, Job = first.Job with { LaunchCount = runs.Sum(r => r.Job.LaunchCount) } };
    }

    private static BenchmarkResult Append(BenchmarkResult first, BenchmarkResult second) => first with
    {
        SamplesNs = [.. first.SamplesNs, .. second.SamplesNs],
        LaunchSizes = first.LaunchSizes is { } a && second.LaunchSizes is { } b ? [.. a, .. b] : null,
        BytesAllocatedPerOperation = first.BytesAllocatedPerOperation is { } x && second.BytesAllocatedPerOperation is { } y
            ? Math.Max(x, y)
            : first.BytesAllocatedPerOperation ?? second.BytesAllocatedPerOperation,
    };
}
