namespace Sample.Streaming;

/// <summary>What one <see cref="DataStreamer.StreamAsync"/> call did.</summary>
public readonly record struct StreamSummary(long Rows, int Batches, int SchemaRefreshes);
