namespace PerfGate.Reporting;

public enum DiagnosticSeverity
{
    Error,
    Warning,
    Message,
}
