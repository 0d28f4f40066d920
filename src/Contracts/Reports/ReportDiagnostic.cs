using PerfGate.Reporting;

namespace PerfGate.Reports;

/// <summary>One finding for a build log: logged as one MSBuild error, warning or message.</summary>
/// <param name="Code">PG0101…, a stable code (<see cref="DiagnosticCodes"/>).</param>
/// <param name="BenchmarkId">The benchmark the finding is about, or null for the run as a whole.</param>
/// <param name="Message">The text, already naming the benchmark.</param>
public sealed record ReportDiagnostic(DiagnosticSeverity Severity, string Code, string? BenchmarkId, string Message);
