using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>
/// Everything a gate decided, as one typed, versioned document (docs/report-json.md): written by the tool as
/// <c>perfgate-report.json</c>, read back by the MSBuild tasks and by <c>perfgate</c> itself. Every rendering
/// for people (console, Markdown, pull-request comment) is made from it, so they cannot disagree.
/// </summary>
/// <param name="SchemaVersion">Bumped when a property is renamed or removed or changes meaning; new properties keep it.</param>
/// <param name="Passed">The verdict: the tool's exit code is 0 exactly when it is true.</param>
/// <param name="Problems">Gate-level failures not about one benchmark: the benchmarks could not run, nothing to compare.</param>
/// <param name="Diagnostics">What a build log shows, one line each, in order.</param>
/// <param name="BaselinePath">The gated project's baseline, relative to the checkout (<c>GITHUB_WORKSPACE</c>) when
/// inside it: it keys the project's sticky pull-request comment. Null when the report was made without one.</param>
/// <param name="BaselineEdits">In a pull request, how it edited the baseline against the base branch's version; null
/// outside a pull request and when the baseline is unchanged.</param>
/// <param name="Comparison">What time was compared with (committed baseline or the base revision on the same runner)
/// and whether it could fail the gate; null in reports made before the gate knew (and by <c>perfgate compare</c>).</param>
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
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] ReportComparison? Comparison = null)
{
    public const int CurrentSchemaVersion = 1;
}
