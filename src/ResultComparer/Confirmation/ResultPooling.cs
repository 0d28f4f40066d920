using PerfGate.Model;

namespace PerfGate.Confirmation;

/// <summary>Adds a re-run's samples to the first run's, for the benchmarks that were re-run.</summary>
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
                ? b with
                {
                    SamplesNs = [.. b.SamplesNs, .. again.SamplesNs],
                    LaunchSizes = b.LaunchSizes is { } first && again.LaunchSizes is { } second ? [.. first, .. second] : null,
                }
                : b)
            .ToList();
        return current with { Benchmarks = pooled };
    }
}
