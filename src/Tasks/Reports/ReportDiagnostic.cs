namespace PerfGate.Tasks.Reports;

/// <summary>One finding of <c>perfgate compare</c>, to be logged as one MSBuild error, warning or message.</summary>
/// <param name="Severity">"error", "warning" or "message"; anything else is logged as an error.</param>
/// <param name="Code">PG0101…, shown in the build log.</param>
/// <param name="BenchmarkId">The benchmark the finding is about, or null for the run as a whole.</param>
/// <param name="Message">The text, already naming the benchmark.</param>
public sealed record ReportDiagnostic(string Severity, string Code, string? BenchmarkId, string Message);
