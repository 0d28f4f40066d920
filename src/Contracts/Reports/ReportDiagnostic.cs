using System.Text.Json.Serialization;
using PerfGate.Reporting;

namespace PerfGate.Reports;

/// <summary>One finding for a build log: logged as one MSBuild error, warning or message.</summary>
/// <param name="Code">A stable code (<see cref="DiagnosticCodes"/>).</param>
/// <param name="BenchmarkId">Null for the run as a whole.</param>
/// <param name="Message">The text, already naming the benchmark.</param>
/// <param name="SourceFile">The benchmark method's source file as its PDB records it, resolved to a local file; with
/// the 1-based line and column of the method's first sequence point.</param>
public sealed record ReportDiagnostic(
    DiagnosticSeverity Severity,
    string Code,
    string? BenchmarkId,
    string Message,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? SourceFile = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? SourceLine = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? SourceColumn = null);
