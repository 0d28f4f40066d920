using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>One rendering of a <see cref="GateReport"/>, chosen by the kind users name (<see cref="ReporterRegistry"/>,
/// <see cref="ReportKinds"/>). Each format lives in its own folder.</summary>
public interface IGateReporter
{
    void Write(GateReport report, TextWriter writer);
}
