namespace Sample.Streaming;

/// <summary>One row to stream: a key that picks the partition, a payload value, and how many columns the
/// row carries (a row written against a newer table schema carries more than the streamer knows).</summary>
public readonly record struct StreamRow(long Key, long Value, int ColumnCount);
