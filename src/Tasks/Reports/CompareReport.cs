namespace PerfGate.Tasks.Reports;

/// <summary>The parts of <c>perfgate compare --report-json</c> the task logs.</summary>
/// <param name="Passed">The gate's verdict.</param>
/// <param name="Diagnostics">Findings in the tool's order.</param>
/// <param name="SummaryLine">"PerfGate: 1 regressed, 5 unchanged …", when present.</param>
public sealed record CompareReport(bool Passed, IReadOnlyList<ReportDiagnostic> Diagnostics, string? SummaryLine)
{
    public const int SupportedSchemaVersion = 1;
}
