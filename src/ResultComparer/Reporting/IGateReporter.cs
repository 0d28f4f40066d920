using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>One rendering of a <see cref="GateReport"/>, chosen by <see cref="Name"/> (<see cref="ReporterRegistry"/>).
/// Each format lives in its own folder.</summary>
public interface IGateReporter
{
    /// <summary>The kind users name in <c>--report kind[=path]</c>: console, md, json.</summary>
    string Name { get; }

    void Write(GateReport report, TextWriter writer);
}
