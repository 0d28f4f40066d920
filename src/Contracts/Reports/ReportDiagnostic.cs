using System.Text.Json.Serialization;
using PerfGate.Reporting;

namespace PerfGate.Reports;

/// <summary>One finding for a build log: logged as one MSBuild error, warning or message.</summary>
/// <param name="Code">PG0101…, a stable code (<see cref="DiagnosticCodes"/>).</param>
/// <param name="BenchmarkId">The benchmark the finding is about, or null for the run as a whole.</param>
/// <param name="Message">The text, already naming the benchmark.</param>
/// <param name="SourceFile">The benchmark method's source file as its PDB records it (resolved to a local file), or
/// null when unknown: no assembly, no portable PDB, or no such method. Absent from the JSON when null, so reports
/// without it read exactly as before (schema version 1).</param>
/// <param name="SourceLine">The 1-based line of the method's first sequence point, or null with <paramref name="SourceFile"/>.</param>
/// <param name="SourceColumn">The 1-based column of that sequence point, or null with <paramref name="SourceFile"/>.</param>
public sealed record ReportDiagnostic(
    DiagnosticSeverity Severity,
    string Code,
    string? BenchmarkId,
    string Message,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? SourceFile = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? SourceLine = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? SourceColumn = null);
