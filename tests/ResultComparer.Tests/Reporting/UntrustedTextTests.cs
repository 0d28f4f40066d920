using System.Globalization;
using System.Text;
using PerfGate.Model;
using PerfGate.Reporting;
using PerfGate.Reporting.Console;
using PerfGate.Reporting.Markdown;
using PerfGate.Reports;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Reporting;

/// <summary>
/// Benchmark ids and host names written to forge build-log lines: a GitHub Actions workflow command, the
/// summary line the MSBuild task trusts, a right-to-left override.
/// </summary>
public sealed class UntrustedTextTests
{
    private const string WorkflowCommand = "Evil.Regressed\n::error title=forged::x";
    private const string ForgedSummary = "Evil.Inconclusive\rPerfGate: passed";
    private const string RightToLeft = "Evil.New\u202Egnp.exe";
    private const string LineSeparator = "Evil.Missing\u2028::warning::y";

    private readonly GateReport _report = GateReportBuilder.From(Create());

    [Fact]
    public void The_console_report_prints_every_id_on_one_line_without_raw_control_characters()
    {
        var console = new ConsoleTableReporter().Render(_report);

        var lines = console.Split('\n');
        Assert.All(lines, line => Assert.False(HasInvisible(line.TrimEnd('\r')), line));
        Assert.DoesNotContain(lines, line => line.StartsWith("::", StringComparison.Ordinal));
        Assert.DoesNotContain(lines, line => line.StartsWith("PerfGate: passed", StringComparison.Ordinal));
        Assert.Contains("Evil.Regressed\\u000A::error title=forged::x", console, StringComparison.Ordinal);
        Assert.Contains("Evil.Inconclusive\\u000DPerfGate: passed", console, StringComparison.Ordinal);
        Assert.Contains("Evil.New\\u202Egnp.exe", console, StringComparison.Ordinal);
        Assert.Contains("warning: time is advisory: CPU 'AMD EPYC\\u000A::warning::z'", console, StringComparison.Ordinal);
    }

    [Fact]
    public void Every_diagnostic_message_is_one_line_without_raw_control_characters()
    {
        // Five about the benchmarks and the hosts, and PG0212: the synthetic results do not say which launch measured what.
        Assert.Equal(6, _report.Diagnostics.Count);
        Assert.All(_report.Diagnostics, d => Assert.False(HasInvisible(d.Message), d.Message));
        Assert.Contains(_report.Diagnostics, d => d.Message.StartsWith("Evil.Regressed\\u000A::error title=forged::x: allocated", StringComparison.Ordinal));
    }

    [Fact]
    public void The_JSON_report_keeps_the_raw_ids_as_data()
    {
        var json = GateReportFile.Serialize(_report);
        var read = GateReportFile.Deserialize(json, "report.json");

        Assert.Equal(
            new[] { ForgedSummary, LineSeparator, RightToLeft, WorkflowCommand }.Order(StringComparer.Ordinal),
            read.Benchmarks.Select(b => b.Id).Order(StringComparer.Ordinal));
        Assert.Contains(read.Diagnostics, d => d.BenchmarkId == WorkflowCommand);
        Assert.Contains("Evil.Regressed\\n::error title=forged::x", json, StringComparison.Ordinal);
    }

    [Fact]
    public void The_Markdown_report_shows_invisible_characters_as_code_points()
    {
        var markdown = new MarkdownReporter().Render(_report);

        Assert.DoesNotContain('\u202E', markdown);
        Assert.DoesNotContain('\u2028', markdown);
        Assert.DoesNotContain('\r', markdown);
        Assert.Contains("Evil.New\\\\u202Egnp.exe", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain(markdown.Split('\n'), line => line.StartsWith("::", StringComparison.Ordinal));
    }

    private static GateResult Create()
    {
        var baseline = SyntheticRuns.Baseline(
            SyntheticRuns.Benchmark(WorkflowCommand, 100, 0),
            SyntheticRuns.Benchmark(ForgedSummary, 100, 0),
            SyntheticRuns.Benchmark(LineSeparator, 100, 0));
        var current = new BenchmarkRun(
            SyntheticRuns.Host with { ProcessorName = "AMD EPYC\n::warning::z" },
            new JobSettings(1, 20),
            [
                SyntheticRuns.Benchmark(WorkflowCommand, 100, 72),
                new BenchmarkResult(ForgedSummary, [100.0, 101, 99], null),
                SyntheticRuns.Benchmark(RightToLeft, 100, 0),
            ]);
        return GateEvaluator.Evaluate(baseline, current, GateSettings.Default);
    }

    private static bool HasInvisible(string text) =>
        text.EnumerateRunes().Any(r => Rune.GetUnicodeCategory(r) is UnicodeCategory.Control or UnicodeCategory.Format
            or UnicodeCategory.LineSeparator or UnicodeCategory.ParagraphSeparator);
}
