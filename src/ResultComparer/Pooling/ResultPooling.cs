using PerfGate.Model;

namespace PerfGate.Pooling;

/// <summary>
/// Adds up several measurements of the same benchmarks: a baseline pools several runs, and a flagged regression is
/// decided on the first run and its confirm re-runs together.
/// </summary>
internal static class ResultPooling
{
    /// <summary>The flagged benchmarks get the samples of both runs; all other benchmarks, and allocations, stay as the
    /// first run measured them.</summary>
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
    /// Several runs as one. A benchmark that failed in any run is failed; one missing from some runs keeps what the
    /// others measured. Should allocations differ between runs, the largest is kept, so the baseline never claims less
    /// than the code was seen to allocate.
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
