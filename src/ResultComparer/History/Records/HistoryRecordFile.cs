using System.Text.Json;
using PerfGate.Reports;

namespace PerfGate.History.Records;

/// <summary>
/// Writes and reads one <see cref="HistoryRecord"/> as <see cref="ReadableJson"/>, one file per merge. Every
/// problem is a <see cref="PerfGateInputException"/> (exit 2) naming the file: a corrupt file, a foreign one (valid JSON
/// that is no PerfGate record) and one from a newer PerfGate are each refused by name, never read as "no history".
/// </summary>
internal static class HistoryRecordFile
{
    private static readonly HistoryJsonContext Context = new(ReadableJson.Options(HistoryJsonContext.Default.Options));

    public static string Serialize(HistoryRecord record) => ReadableJson.Serialize(record, Context.HistoryRecord);

    /// <param name="source">Names the content in every problem: a path, or <c>perfgate-history:records/ab/abcdef….json</c>.</param>
    public static HistoryRecord Parse(string source, string json)
    {
        if (string.IsNullOrWhiteSpace(json))
        {
            throw new PerfGateInputException($"{source}: the history record is empty. Delete it (that merge is then not in the history) or restore it from the history branch's log.");
        }

        int? schemaVersion;
        string? kind;
        try
        {
            using var document = JsonDocument.Parse(json);
            var root = document.RootElement;
            schemaVersion = root.ValueKind == JsonValueKind.Object && root.TryGetProperty("schemaVersion", out var v) && v.TryGetInt32(out var n) ? n : null;
            kind = root.ValueKind == JsonValueKind.Object && root.TryGetProperty("kind", out var k) && k.ValueKind == JsonValueKind.String ? k.GetString() : null;
        }
        catch (JsonException e)
        {
            throw new PerfGateInputException($"{source}: the history record is not valid JSON ({e.Message}). Delete it (that merge is then not in the history) or restore it from the history branch's log.", e);
        }

        if (kind != HistoryRecord.RecordKind)
        {
            throw new PerfGateInputException($"{source}: not a PerfGate history record (its \"kind\" is {(kind is null ? "missing" : $"'{kind}'")}, not '{HistoryRecord.RecordKind}'). The history holds only what 'perfgate history record' writes; remove the file.");
        }

        if (schemaVersion is not { } version || version < 1)
        {
            throw new PerfGateInputException($"{source}: the history record has no valid \"schemaVersion\". Delete it or restore it from the history branch's log.");
        }

        if (version > HistoryRecord.CurrentSchemaVersion)
        {
            throw new PerfGateInputException($"{source}: written by a newer PerfGate (history schema version {version}; this PerfGate reads up to {HistoryRecord.CurrentSchemaVersion}). Update PerfGate to read this history.");
        }

        HistoryRecord? record;
        try
        {
            record = JsonSerializer.Deserialize(json, Context.HistoryRecord);
        }
        catch (JsonException e)
        {
            throw new PerfGateInputException($"{source}: the history record is malformed ({e.Message}). Delete it or restore it from the history branch's log.", e);
        }

        // System.Text.Json leaves a missing constructor argument null rather than failing.
        if (record is null || string.IsNullOrEmpty(record.Commit) || string.IsNullOrEmpty(record.Parent) || record.Benchmarks is null
            || record.Benchmarks.Any(b => b is null || string.IsNullOrEmpty(b.Id)))
        {
            throw new PerfGateInputException($"{source}: the history record lacks 'commit', 'parent' or 'benchmarks' (or a benchmark's 'id'). Delete it or restore it from the history branch's log.");
        }

        return record;
    }

    public static HistoryRecord Read(string path) =>
        Parse(path, ReadableJson.ReadText(path, e => new PerfGateInputException($"{path}: the history record cannot be read ({e.Message}).", e)));
}
