using PerfGate.Reports;

namespace PerfGate.Reporting.Json;

/// <summary>The report itself, as the MSBuild tasks and <c>perfgate</c> read it back (docs/report-json.md).</summary>
public sealed class JsonReporter : GateReporterBase
{
    public override string Name => "json";

    public override void Write(GateReport report, TextWriter writer) => writer.Write(GateReportFile.Serialize(report));
}
