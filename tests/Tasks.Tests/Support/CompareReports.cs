using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Verdicts;

namespace PerfGate.Tasks.Tests.Support;

/// <summary>
/// <c>perfgate-report.json</c> files as the tool writes them: built from the contract's <see cref="GateReport"/>
/// and serialized by <see cref="GateReportFile"/>, so they cannot drift from what the task reads.
/// </summary>
internal static class CompareReports
{
    // Before the reports: static initializers run in the order they are written.
    private static ReportSettings Settings { get; } = new("5%", "1%", 0.05, 10, 1, 0.5);

    public const string FailedLine = "PerfGate: FAILED: 1 regressed, 1 unchanged, 1 inconclusive";

    public const string PassedLine = "PerfGate: passed: 1 unchanged";

    public const string Regression =
        "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4): allocated 12.0 MB/op, baseline 4.0 MB/op (+200%, limit +1%)";

    /// <summary>One allocation regression (error), one inconclusive benchmark (warning), a host note (message).</summary>
    public static string Failed { get; } = FailedReport(
        [
            new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.AllocationRegressed, "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", Regression),
            new ReportDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.Inconclusive, "Sample.Tasks.CompletedTaskBenchmark.SynchronousOperation",
                "Sample.Tasks.CompletedTaskBenchmark.SynchronousOperation: inconclusive: too few samples {0}"),
            new ReportDiagnostic(DiagnosticSeverity.Message, DiagnosticCodes.HostMismatch, null, "host differs: time is advisory"),
        ],
        [
            new ReportBenchmark("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", BenchmarkStatus.Regressed, null, null),
            new ReportBenchmark("Sample.Tasks.CompletedTaskBenchmark.SynchronousOperation", BenchmarkStatus.Inconclusive, null, null),
            new ReportBenchmark("Sample.Tasks.CompletedTaskBenchmark.AsyncOperation", BenchmarkStatus.Unchanged, null, null),
        ]);

    /// <summary>The source file the tool found in the benchmark assembly's PDB for the regression and the warning.</summary>
    public const string SourceFile = "/repo/benchmarks/Sample.Benchmarks/Streaming/DataStreamerBenchmark.cs";

    /// <summary>As <see cref="Failed"/>, with the tool's source locations: the error at 27,5, the warning at 40,9.</summary>
    public static string FailedWithSource { get; } = FailedReport(
        [
            new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.AllocationRegressed, "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", Regression,
                SourceFile, 27, 5),
            new ReportDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.Inconclusive, "Sample.Streaming.DataStreamerBenchmark.Batch",
                "Sample.Streaming.DataStreamerBenchmark.Batch: inconclusive: too few samples", SourceFile, 40, 9),
            new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.NothingToCompare, null, "nothing to compare"),
        ],
        [
            new ReportBenchmark("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", BenchmarkStatus.Regressed, null, null),
            new ReportBenchmark("Sample.Streaming.DataStreamerBenchmark.Batch", BenchmarkStatus.Inconclusive, null, null),
        ]);

    public static string Passed { get; } = GateReportFile.Serialize(new GateReport(
        GateReport.CurrentSchemaVersion,
        Passed: true,
        Summary(PassedLine, total: 1, unchanged: 1),
        Settings,
        Hosts: null,
        Problems: [],
        Diagnostics: [],
        Benchmarks: [new ReportBenchmark("A.B", BenchmarkStatus.Unchanged, null, null)]));

    /// <summary>A failed verdict that names no finding: only the exit code and <c>passed</c> say it failed.</summary>
    public static string FailedWithoutFindings { get; } = GateReportFile.Serialize(new GateReport(
        GateReport.CurrentSchemaVersion,
        Passed: false,
        Summary("PerfGate: FAILED", total: 1, unchanged: 1),
        Settings,
        Hosts: null,
        Problems: [],
        Diagnostics: [],
        Benchmarks: [new ReportBenchmark("A.B", BenchmarkStatus.Unchanged, null, null)]));

    /// <summary>A failed gate (one regression, one inconclusive, one unchanged) with the given findings.</summary>
    private static string FailedReport(IReadOnlyList<ReportDiagnostic> diagnostics, IReadOnlyList<ReportBenchmark> benchmarks) =>
        GateReportFile.Serialize(new GateReport(
            GateReport.CurrentSchemaVersion,
            Passed: false,
            Summary(FailedLine, total: 3, regressed: 1, unchanged: 1, inconclusive: 1),
            Settings,
            Hosts: null,
            Problems: [],
            diagnostics,
            benchmarks));

    private static ReportSummary Summary(string line, int total, int regressed = 0, int unchanged = 0, int inconclusive = 0) =>
        new(total, regressed, Improved: 0, unchanged, inconclusive, New: 0, Missing: 0, Failed: 0, GeometricMeanTimeRatio: null, line);
}
