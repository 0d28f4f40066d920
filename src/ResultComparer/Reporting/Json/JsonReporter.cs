using PerfGate.Reports;

namespace PerfGate.Reporting.Json;

/// <summary>The report itself, as the MSBuild tasks and <c>perfgate</c> read it back (docs/report-json.md).</summary>
public sealed class JsonReporter : GateReporterBase
{
    public override void Write(GateReport report, TextWriter writer) => writer.Write(GateReportFile.Serialize(report));

    /// <summary>A file target is written as the JSON is produced, never held as one string (40 MB at 50,000 benchmarks).</summary>
    public override void Publish(GateReport report, ReportTarget target, ReportingContext context, TextWriter output)
    {
        if (target.Path is null)
        {
            base.Publish(report, target, context, output);
            return;
        }

        Directory.CreateDirectory(Path.GetDirectoryName(Path.GetFullPath(target.Path))!);
        using (var file = new FileStream(target.Path, FileMode.Create, FileAccess.Write, FileShare.None, bufferSize: 64 * 1024))
        {
            GateReportFile.Serialize(report, file);
        }

        output.WriteLine($"PerfGate: {target.Kind} report: {target.Path}");
    }
}
