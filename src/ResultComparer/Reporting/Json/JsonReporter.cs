using PerfGate.Reports;

namespace PerfGate.Reporting.Json;

/// <summary>The report itself, as the MSBuild tasks and <c>perfgate</c> read it back (docs/report-json.md).</summary>
internal sealed class JsonReporter : GateReporterBase
{
    public override void Write(GateReport report, TextWriter writer) => writer.Write(GateReportFile.Serialize(report));

    /// <summary>Written as the JSON is produced, never held as one string (40 MB at 50,000 benchmarks).</summary>
    protected override void WriteFile(GateReport report, string path)
    {
        using var file = new FileStream(path, FileMode.Create, FileAccess.Write, FileShare.None, bufferSize: 64 * 1024);
        GateReportFile.Serialize(report, file);
    }
}
