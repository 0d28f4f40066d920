namespace PerfGate.Reporting;

/// <summary>One line for a build log: an MSBuild error or warning, or a console line.</summary>
public sealed record GateDiagnostic(DiagnosticSeverity Severity, string Code, string? BenchmarkId, string Message);
