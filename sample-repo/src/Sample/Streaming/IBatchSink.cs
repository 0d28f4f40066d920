namespace Sample.Streaming;

/// <summary>Receives full batches, one partition at a time. The sink owns <paramref name="payload"/> from
/// then on (it may still be in flight when the call returns), so the streamer never reuses it.</summary>
public interface IBatchSink
{
    ValueTask SendAsync(int partition, ReadOnlyMemory<byte> payload, CancellationToken cancellationToken);
}
