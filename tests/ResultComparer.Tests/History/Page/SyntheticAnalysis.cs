using PerfGate.History.Drift;

namespace PerfGate.Tests.History.Page;

/// <summary>
/// A history as the analysis would leave it, made by hand: 16 merges; a benchmark that creeps (six merges of +1.5 % each,
/// flagged, with a change of level), one with an allocation step of +24 B, and a steady one that missed a merge (a gap).
/// </summary>
internal static class SyntheticAnalysis
{
    public const int MergeCount = 16;
    public const string Creeping = "Parsing.Json.Deserialize(Size: 1000)";
    public const string Allocating = "Strings.Concat(N: 8)";
    public const string Steady = "Collections.Sort(N: 100)";

    /// <summary>The merges that slowed <see cref="Creeping"/>, and the one where <see cref="Allocating"/> took 24 B more.</summary>
    public static readonly int[] CreepIndexes = [3, 5, 6, 8, 10, 12];
    public const int AllocationStepIndex = 9;
    public const int ChangePointIndex = 8;
    public const int SteadyGapIndex = 4;

    public static HistoryAnalysis Create(string? creepingName = null, IReadOnlyList<string>? notes = null)
    {
        var merges = Enumerable.Range(0, MergeCount)
            .Select(i => new HistoryMerge(Sha(i + 1), Sha(i), new DateTimeOffset(2026, 10, 1, 12, 0, 0, TimeSpan.Zero).AddDays(2 * i), "AMD EPYC 7763", 16))
            .ToList();

        var creeping = Benchmark(creepingName ?? Creeping, merges, i => CreepIndexes.Contains(i) ? 1.015 : 1.0, _ => 1200);
        creeping = creeping with
        {
            Time = creeping.Time! with { Contributors = [.. CreepIndexes.Select(i => new DriftContributor(merges[i].Commit, 1.015))] },
            ChangePoints = [ChangePointIndex],
        };

        var allocating = Benchmark(Allocating, merges, _ => 1.0, i => i < AllocationStepIndex ? 48 : 72) with
        {
            AllocationSteps = [new AllocationStep(merges[AllocationStepIndex].Commit, 48, 72)],
        };

        var steady = Benchmark(Steady, merges, _ => 1.0, _ => 0, gap: SteadyGapIndex);

        return new HistoryAnalysis("v1.4.0", Sha(0), merges[^1].Commit, 0.05, 0.95, merges, [creeping, allocating, steady],
            notes ?? ["Merge 0123abc was never recorded: its step is missing from the drift."]);
    }

    /// <summary>40 hex digits, distinct per index, so short shas are distinct too.</summary>
    public static string Sha(int index) => (index * 7919 + 0x1a2b3c).ToString("x7", System.Globalization.CultureInfo.InvariantCulture).PadRight(40, 'e');

    private static BenchmarkHistory Benchmark(string id, IReadOnlyList<HistoryMerge> merges, Func<int, double> step, Func<int, long> bytes, int? gap = null)
    {
        var points = new List<HistoryPoint>();
        var drift = 1.0;
        for (var i = 0; i < merges.Count; i++)
        {
            if (i == gap)
            {
                points.Add(new HistoryPoint(merges[i].Commit, null, null, null, 0, null, null, null, null, null));
                continue;
            }

            var ratio = step(i);
            drift *= ratio;
            // The band widens with every merge, as the product of steps' intervals does.
            var half = 0.004 * Math.Sqrt(i + 1);
            points.Add(new HistoryPoint(merges[i].Commit, ratio, ratio - 0.006, ratio + 0.006, 16, drift, drift - half, drift + half,
                bytes(i), i == 0 ? bytes(0) : bytes(i - 1)));
        }

        var head = points[^1];
        return new BenchmarkHistory(id, points, new TimeDrift(head.Drift!.Value, head.DriftLower!.Value, head.DriftUpper!.Value, 0.05, []), [], []);
    }
}
