using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.SourceLocations;
using PerfGate.Verdicts;

namespace PerfGate.Tests.SourceLocations;

public sealed class SourceAnnotatorTests
{
    private const string Located = "PerfGate.Tests.SourceLocations.LocatedBenchmarks.Sync(N: 1)";

    [Fact]
    public void Findings_about_a_located_benchmark_get_its_line_and_the_others_stay_as_they_were()
    {
        var report = Report(
            new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.AllocationRegressed, Located, "regressed"),
            new ReportDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.NewBenchmark, "Unknown.Type.Method", "new"),
            new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.NothingToCompare, null, "nothing"));

        var annotated = SourceAnnotator.Annotate(report, BenchmarkSourceMap.Read(typeof(LocatedBenchmarks).Assembly.Location));

        var located = annotated.Diagnostics[0];
        Assert.EndsWith("LocatedBenchmarks.cs", located.SourceFile, StringComparison.Ordinal);
        Assert.NotNull(located.SourceLine);
        Assert.NotNull(located.SourceColumn);
        Assert.Equal(report.Diagnostics.Skip(1), annotated.Diagnostics.Skip(1));
    }

    [Fact]
    public void The_source_location_round_trips_through_the_JSON_and_is_absent_when_unknown()
    {
        var report = Report(
            new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.AllocationRegressed, Located, "regressed", "/repo/A.cs", 27, 5),
            new ReportDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.NewBenchmark, "B", "new"));

        var json = GateReportFile.Serialize(report);
        var read = GateReportFile.Deserialize(json, "test");

        Assert.Contains("\"sourceFile\": \"/repo/A.cs\"", json, StringComparison.Ordinal);
        Assert.Contains("\"sourceLine\": 27", json, StringComparison.Ordinal);
        Assert.Equal(2, json.Split("\"sourceFile\"").Length);
        Assert.Equal(report.Diagnostics, read.Diagnostics);
    }

    private static GateReport Report(params ReportDiagnostic[] diagnostics) => new(
        GateReport.CurrentSchemaVersion,
        Passed: false,
        new ReportSummary(1, 1, 0, 0, 0, 0, 0, 0, null, "PerfGate: FAILED"),
        new ReportSettings("5%", "1%", 0.08, 5, 1, 0.5),
        Hosts: null,
        Problems: [],
        diagnostics,
        [new ReportBenchmark(Located, BenchmarkStatus.Regressed, null, null)]);
}
