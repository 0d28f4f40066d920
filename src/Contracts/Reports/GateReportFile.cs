using System.Text.Json;

namespace PerfGate.Reports;

/// <summary>Writes and reads <see cref="GateReport"/> as <see cref="ReadableJson"/> (docs/report-json.md).</summary>
public static class GateReportFile
{
    private static readonly GateReportJsonContext Context = new(ReadableJson.Options(GateReportJsonContext.Default.Options));

    public static string Serialize(GateReport report) => ReadableJson.Serialize(report, Context.GateReport);

    /// <summary>The same bytes as <see cref="Serialize(GateReport)"/>, streamed: a report of 50,000 benchmarks is
    /// 40 MB of JSON, twice that as one string.</summary>
    public static void Serialize(GateReport report, Stream utf8)
    {
        var lineFeeds = new LineFeedStream(utf8);
        JsonSerializer.Serialize(lineFeeds, report, Context.GateReport);
        lineFeeds.WriteByte((byte)'\n');
        lineFeeds.Flush();
    }

    public static GateReport Deserialize(string json, string source)
    {
        GateReport? report;
        try
        {
            report = JsonSerializer.Deserialize(json, Context.GateReport);
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"the report '{source}' is not a PerfGate report: {e.Message}", e);
        }

        if (report is null)
        {
            throw new InvalidDataException($"the report '{source}' is empty (null)");
        }

        if (report.SchemaVersion != GateReport.CurrentSchemaVersion)
        {
            throw new InvalidDataException(
                $"the report '{source}' has schemaVersion {report.SchemaVersion}; this PerfGate reads version {GateReport.CurrentSchemaVersion}");
        }

        // System.Text.Json leaves a missing constructor argument null rather than failing; a report without
        // them would read as "nothing found", which must never pass for a verdict.
        if (report.Summary is null || report.Thresholds is null || report.Problems is null || report.Diagnostics is null || report.Benchmarks is null)
        {
            throw new InvalidDataException($"the report '{source}' lacks 'summary', 'thresholds', 'problems', 'diagnostics' or 'benchmarks'");
        }

        return report;
    }

    /// <summary><see cref="Read"/> of the report a user gave (<c>--report</c>): a problem with it is bad input.</summary>
    /// <exception cref="PerfGateInputException">The report cannot be read or is not a PerfGate report.</exception>
    public static GateReport ReadGiven(string path)
    {
        try
        {
            return Read(path);
        }
        catch (InvalidDataException e)
        {
            throw new PerfGateInputException(Options.GateOptions.Report, e.Message, e);
        }
    }

    public static GateReport Read(string path) =>
        Deserialize(ReadableJson.ReadText(path, e => new InvalidDataException($"the report '{path}' cannot be read: {e.Message}", e)), path);
}
