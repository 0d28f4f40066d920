using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting.GitHub;

public sealed class GitHubAnnotationsReporterTests
{
    private static readonly string Workspace = Path.GetFullPath(Path.Combine(Path.GetTempPath(), "ws"));

    /// <summary>As published in a GitHub Actions step whose checkout is <see cref="Workspace"/>.</summary>
    private static string Annotate(GateReport report)
    {
        using var writer = new StringWriter { NewLine = "\n" };
        new GitHubAnnotationsReporter().Publish(
            report, new ReportTarget(ReportKinds.GitHubAnnotations, null), new ReportingContext(FakeEnvironment.GitHubActions(Workspace), CommentSettings.Default), writer);
        return writer.ToString();
    }

    [Fact]
    public void A_located_error_is_annotated_on_its_line_relative_to_the_workspace()
    {
        var file = Path.Combine(Workspace, "benchmarks", "Streaming", "DataStreamerBenchmark.cs");
        var report = Report(new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.AllocationRegressed,
            "Sample.X.Stream(ServerCount: 4)", "Sample.X.Stream(ServerCount: 4): allocated 12.0 MB/op, baseline 4.0 MB/op (+200%, limit +1%)", file, 27, 5));

        var text = Annotate(report);

        Assert.Equal(
            "::error file=benchmarks/Streaming/DataStreamerBenchmark.cs,line=27,col=5,title=PerfGate PG0101%3A Sample.X.Stream(ServerCount%3A 4)"
            + "::PG0101: Sample.X.Stream(ServerCount: 4): allocated 12.0 MB/op, baseline 4.0 MB/op (+200%25, limit +1%25)\n",
            text);
    }

    [Fact]
    public void Unlocated_and_run_level_findings_are_annotated_without_a_file_and_messages_not_at_all()
    {
        var report = Report(
            new ReportDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.NewBenchmark, "A.B.New", "A.B.New: not in the baseline"),
            new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.NothingToCompare, null, "nothing to compare"),
            new ReportDiagnostic(DiagnosticSeverity.Message, DiagnosticCodes.HostMismatch, null, "a note"));

        var lines = Annotate(report).Split('\n', StringSplitOptions.RemoveEmptyEntries);

        Assert.Equal(["::error title=PerfGate PG0104::PG0104: nothing to compare", "::warning title=PerfGate PG0202%3A A.B.New::PG0202: A.B.New: not in the baseline"], lines);
    }

    [Fact]
    public void Only_the_first_ten_findings_errors_first_are_annotated_and_one_line_counts_the_rest()
    {
        var warnings = Enumerable.Range(1, 5).Select(i => new ReportDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.NewBenchmark, $"W.{i}", $"w{i}"));
        var errors = Enumerable.Range(1, 8).Select(i => new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.TimeRegressed, $"E.{i}", $"e{i}"));

        var lines = Annotate(Report([.. warnings, .. errors])).Split('\n', StringSplitOptions.RemoveEmptyEntries);

        Assert.Equal(11, lines.Length);
        Assert.All(lines.Take(8), l => Assert.StartsWith("::error ", l, StringComparison.Ordinal));
        Assert.All(lines.Skip(8).Take(2), l => Assert.StartsWith("::warning ", l, StringComparison.Ordinal));
        Assert.StartsWith("::notice title=PerfGate::3 more PerfGate findings are not annotated", lines[10], StringComparison.Ordinal);
    }

    [Fact]
    public void A_hostile_benchmark_name_stays_inside_its_own_command()
    {
        const string Hostile = "Evil.Run(Text: \"\r\n::error::injected %0A\")";

        var lines = Annotate(Report(new ReportDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.BenchmarkFailed, Hostile, Hostile + ": failed")))
            .Split('\n', StringSplitOptions.RemoveEmptyEntries);

        var line = Assert.Single(lines);
        Assert.DoesNotContain('\r', line);
        Assert.Contains("title=PerfGate PG0103%3A Evil.Run(Text%3A \"%0D%0A%3A%3Aerror%3A%3Ainjected %250A\")::", line, StringComparison.Ordinal);
    }

    [Fact]
    public void It_is_registered_by_name()
    {
        Assert.IsType<GitHubAnnotationsReporter>(ReporterRegistry.Create("github-annotations"));
    }

    private static GateReport Report(params ReportDiagnostic[] diagnostics) => new(
        GateReport.CurrentSchemaVersion,
        Passed: false,
        new ReportSummary(0, 0, 0, 0, 0, 0, 0, 0, null, "PerfGate: FAILED"),
        new ReportSettings("5%", "1%", 0.08, 5, 1, 0.5),
        Hosts: null,
        Problems: [],
        diagnostics,
        []);
}
