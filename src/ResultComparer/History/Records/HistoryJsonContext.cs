using System.Text.Json.Serialization;

namespace PerfGate.History.Records;

/// <summary>Source-generated camelCase contract of <see cref="HistoryRecord"/> (docs/history.md, "The record").</summary>
[JsonSourceGenerationOptions(PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase, WriteIndented = true)]
[JsonSerializable(typeof(HistoryRecord))]
internal sealed partial class HistoryJsonContext : JsonSerializerContext;
