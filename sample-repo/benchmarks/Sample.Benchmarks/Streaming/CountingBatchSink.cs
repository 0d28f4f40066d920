namespace Sample.Streaming;

/// <summary>Stands in for the network: counts what it is sent and completes synchronously.</summary>
internal sealed class CountingBatchSink : IBatchSink
{
    public long Bytes { get; private set; }

    public ValueTask SendAsync(int partition, ReadOnlyMemory<byte> payload, CancellationToken cancellationToken)
    {
        Bytes += payload.Length;
        return ValueTask.CompletedTask;
    }
}
