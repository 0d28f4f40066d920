using System.Text.Json;

namespace PerfGate.Tasks.Reports;

/// <summary>Reads the JSON report of <c>perfgate compare</c>; reads only what the task logs.</summary>
public static class CompareReportReader
{
    /// <exception cref="InvalidDataException">The file is missing, not JSON, or not a report this task understands.</exception>
    public static CompareReport Read(string path)
    {
        if (!File.Exists(path))
        {
            throw new InvalidDataException($"the report '{path}' was not written");
        }

        try
        {
            using var stream = File.OpenRead(path);
            using var document = JsonDocument.Parse(stream);
            return Parse(document.RootElement, path);
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"the report '{path}' is not valid JSON: {e.Message}", e);
        }
    }

    internal static CompareReport Parse(JsonElement root, string path)
    {
        if (root.ValueKind != JsonValueKind.Object)
        {
            throw Invalid(path, "its root is not an object");
        }

        var version = root.TryGetProperty("schemaVersion", out var v) && v.ValueKind == JsonValueKind.Number ? v.GetInt32() : 0;
        if (version != CompareReport.SupportedSchemaVersion)
        {
            throw Invalid(path, $"its schemaVersion is {version}; this PerfGate.Tasks reads version {CompareReport.SupportedSchemaVersion}");
        }

        if (!root.TryGetProperty("passed", out var passed) || passed.ValueKind is not (JsonValueKind.True or JsonValueKind.False))
        {
            throw Invalid(path, "it has no boolean 'passed'");
        }

        var diagnostics = new List<ReportDiagnostic>();
        if (root.TryGetProperty("diagnostics", out var list) && list.ValueKind == JsonValueKind.Array)
        {
            foreach (var item in list.EnumerateArray())
            {
                diagnostics.Add(new ReportDiagnostic(
                    String(item, "severity") ?? "error",
                    String(item, "code") ?? "",
                    String(item, "benchmarkId"),
                    String(item, "message") ?? ""));
            }
        }

        var summaryLine = root.TryGetProperty("summary", out var summary) && summary.ValueKind == JsonValueKind.Object
            ? String(summary, "line")
            : null;
        return new CompareReport(passed.GetBoolean(), diagnostics, summaryLine);
    }

    private static string? String(JsonElement element, string name) =>
        element.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.String ? value.GetString() : null;

    private static InvalidDataException Invalid(string path, string reason) => new($"the report '{path}' is not a PerfGate compare report: {reason}");
}
