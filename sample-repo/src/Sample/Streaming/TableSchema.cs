namespace Sample.Streaming;

/// <summary>The streamer's view of the target table.</summary>
public sealed record TableSchema(int Version, int ColumnCount);
