using System.Text.Json;

namespace PerfGate.Ingest;

/// <summary>A place in a file <see cref="JsonStreamReader"/> reads: its byte offset and the reader's state there.</summary>
internal readonly record struct JsonStreamPosition(long Offset, JsonReaderState State);
