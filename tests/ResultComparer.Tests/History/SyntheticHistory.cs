using PerfGate.History.Records;

namespace PerfGate.Tests.History;

/// <summary>Histories made in memory: a chain of merges, each with its benchmarks' pair ratios and bytes, commits named
/// c01, c02, … after the anchor c00 (padded to 40 characters, as git names them).</summary>
internal static class SyntheticHistory
{
    public static string Commit(int merge) => $"c{merge:00}".PadRight(40, '0');

    /// <summary>One merge's benchmark: log-normal pair ratios around <paramref name="ratio"/> with spread <paramref name="sigma"/>.</summary>
    public static HistoryBenchmark Benchmark(string id, Random random, double ratio, double sigma, int pairs, long? bytes = 0, long? parentBytes = 0) =>
        Benchmark(id, [.. Enumerable.Range(0, pairs).Select(_ => ratio * Math.Exp(sigma * Normal(random)))], bytes, parentBytes);

    public static HistoryBenchmark Benchmark(string id, IReadOnlyList<double> pairRatios, long? bytes = 0, long? parentBytes = 0) =>
        new(id, bytes, parentBytes, pairRatios);

    /// <summary>A chain of merges c01…cN on the anchor c00, each made by <paramref name="benchmarks"/> from its index (1-based).</summary>
    public static IReadOnlyList<HistoryRecord> Chain(int merges, Func<int, IReadOnlyList<HistoryBenchmark>> benchmarks) =>
        [.. Enumerable.Range(1, merges).Select(i => Record(i, benchmarks(i)))];

    public static HistoryRecord Record(int merge, IReadOnlyList<HistoryBenchmark> benchmarks, int? parent = null) => new(
        HistoryRecord.CurrentSchemaVersion,
        HistoryRecord.RecordKind,
        Commit(merge),
        Commit(parent ?? merge - 1),
        new DateTimeOffset(2026, 11, 1, 12, 0, 0, TimeSpan.Zero).AddHours(merge),
        new DateTimeOffset(2026, 11, 1, 13, 0, 0, TimeSpan.Zero).AddHours(merge),
        "0.1.0",
        null,
        benchmarks.Max(b => b.PairRatios?.Count ?? 0),
        benchmarks);

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
