namespace Sample.Streaming;

/// <summary>
/// Streams rows to <see cref="ServerCount"/> partitions in batches, the way a distributed database client
/// does. Adding a row is synchronous; only a row written against a newer schema takes the slow path, which
/// refreshes the schema and adds the row again. One stream at a time per instance.
/// </summary>
public sealed class DataStreamer
{
    private readonly ISchemaSource schemaSource;
    private readonly IBatchSink sink;
    private TableSchema? schema;
    private int schemaRefreshes;

    public DataStreamer(ISchemaSource schemaSource, IBatchSink sink, int serverCount, int batchSize)
    {
        ArgumentNullException.ThrowIfNull(schemaSource);
        ArgumentNullException.ThrowIfNull(sink);
        ArgumentOutOfRangeException.ThrowIfLessThan(serverCount, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(batchSize, 1);
        this.schemaSource = schemaSource;
        this.sink = sink;
        ServerCount = serverCount;
        BatchSize = batchSize;
    }

    public int ServerCount { get; }

    public int BatchSize { get; }

    public async Task<StreamSummary> StreamAsync(IAsyncEnumerable<StreamRow> rows, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(rows);
        schema ??= await schemaSource.GetLatestAsync(cancellationToken);
        var refreshesBefore = schemaRefreshes;

        var buffers = new PartitionBuffer[ServerCount];
        for (var i = 0; i < buffers.Length; i++)
        {
            buffers[i] = new PartitionBuffer(i, BatchSize);
        }

        long rowCount = 0;
        var batches = 0;
        await foreach (var row in rows.WithCancellation(cancellationToken))
        {
            var buffer = await AddWithRetryAsync(row, buffers, cancellationToken);
            rowCount++;
            if (buffer.IsFull)
            {
                await sink.SendAsync(buffer.Partition, buffer.Detach(), cancellationToken);
                batches++;
            }
        }

        foreach (var buffer in buffers)
        {
            if (!buffer.IsEmpty)
            {
                await sink.SendAsync(buffer.Partition, buffer.Detach(), cancellationToken);
                batches++;
            }
        }

        return new StreamSummary(rowCount, batches, schemaRefreshes - refreshesBefore);
    }

    // Runs once per row. It nearly always completes synchronously, so its return type decides whether every
    // row pays for a heap-allocated task (Task<T>) or for nothing at all (ValueTask<T>).
#if SAMPLE_REGRESSION_STREAMER_TASK
    private async Task<PartitionBuffer> AddWithRetryAsync(StreamRow row, PartitionBuffer[] buffers, CancellationToken cancellationToken)
#else
    private async ValueTask<PartitionBuffer> AddWithRetryAsync(StreamRow row, PartitionBuffer[] buffers, CancellationToken cancellationToken)
#endif
    {
        try
        {
            return Add(row, buffers);
        }
        catch (UnmappedColumnsException)
        {
            schema = await schemaSource.GetLatestAsync(cancellationToken);
            schemaRefreshes++;
            return Add(row, buffers);
        }
    }

    private PartitionBuffer Add(in StreamRow row, PartitionBuffer[] buffers)
    {
        var known = schema!.ColumnCount;
        if (row.ColumnCount > known)
        {
            throw new UnmappedColumnsException(
                $"Row {row.Key} has {row.ColumnCount} columns; schema version {schema.Version} maps {known}.");
        }

        var buffer = buffers[PartitionOf(row.Key)];
        buffer.Append(row);
        return buffer;
    }

    private int PartitionOf(long key) => (int)((ulong)key % (ulong)ServerCount);
}
