using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>
/// Everything a gate decided, as one typed, versioned document (docs/report-json.md describes every property):
/// written by the tool as <c>perfgate-report.json</c>, read back by the MSBuild tasks and by <c>perfgate</c> itself.
/// Every rendering for people (console, Markdown, pull-request comment) is made from it, so they cannot disagree.
/// </summary>
/// <param name="SchemaVersion">Bumped when a property is renamed or removed or changes meaning; new properties keep it.</param>
/// <param name="BaselinePath">Relative to the checkout (<c>GITHUB_WORKSPACE</c>) when inside it: it keys the project's
/// sticky pull-request comment.</param>
public sealed record GateReport(
    int SchemaVersion,
    bool Passed,
    ReportSummary Summary,
    ReportSettings Thresholds,
    ReportHosts? Hosts,
    IReadOnlyList<string> Problems,
    IReadOnlyList<ReportDiagnostic> Diagnostics,
    IReadOnlyList<ReportBenchmark> Benchmarks,
    string? BaselinePath = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportBaselineEdits? BaselineEdits = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportComparison? Comparison = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportMainHistory? MainHistory = null)
{
    public const int CurrentSchemaVersion = 1;
}
