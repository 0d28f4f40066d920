using BenchmarkDotNet.Attributes;

namespace Sample.Streaming;

/// <summary>
/// Seed 000 (a database client's data streamer): streams rows to ServerCount partitions. The per-row retry
/// helper is the hot path; if it returns Task instead of ValueTask, every row allocates a task.
/// </summary>
[BenchmarkCategory("PerfGate")]
[MemoryDiagnoser]
public class DataStreamerBenchmark
{
    private const int RowCount = 5_000;
    private const int BatchSize = 250;

    private StreamRow[] rows = [];
    private DataStreamer streamer = null!;

    [Params(1, 4)]
    public int ServerCount { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        var schema = new TableSchema(Version: 1, ColumnCount: 2);
        rows = new StreamRow[RowCount];
        for (var i = 0; i < rows.Length; i++)
        {
            rows[i] = new StreamRow(Key: i, Value: i * 31L, ColumnCount: schema.ColumnCount);
        }

        streamer = new DataStreamer(new InMemorySchemaSource(schema), new CountingBatchSink(), ServerCount, BatchSize);
    }

    [Benchmark]
    public Task<StreamSummary> Stream() => streamer.StreamAsync(ReadRows(rows));

    // The rows arrive through an async sequence, as they would from a reader or a channel.
    private static async IAsyncEnumerable<StreamRow> ReadRows(StreamRow[] source)
    {
        foreach (var row in source)
        {
            yield return row;
        }

        await Task.CompletedTask;
    }
}
