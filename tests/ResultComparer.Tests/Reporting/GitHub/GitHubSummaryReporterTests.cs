using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting.GitHub;

public sealed class GitHubSummaryReporterTests
{
    [Fact]
    public void The_summary_is_appended_with_a_chart_of_time_changes_against_their_limits()
    {
        using var temp = new TempDirectory();
        var variables = FakeActions.Variables(temp, null, eventName: "push");
        File.WriteAllText(temp.File("step-summary.md"), "# Earlier step output\n");
        using var output = new StringWriter();
        using var error = new StringWriter();

        new ReportPublisher(output, error, FakeActions.Context(variables)).Publish(FakeActions.Failing(), [new ReportTarget(ReportKinds.GitHubSummary, null)]);

        var summary = File.ReadAllText(temp.File("step-summary.md"));
        Assert.Equal(string.Empty, error.ToString());
        Assert.StartsWith("# Earlier step output\n## ❌ PerfGate: FAILED", summary, StringComparison.Ordinal);
        Assert.Contains("```mermaid\nxychart-beta\n", summary, StringComparison.Ordinal);
        Assert.Contains("    line [", summary, StringComparison.Ordinal);
        Assert.Contains("\"1 Spread.WideButSlower\"", summary, StringComparison.Ordinal);
    }

    [Fact]
    public void Chart_labels_cannot_break_out_of_Mermaid()
    {
        var label = MermaidTimeChart.Label("Sample.Evil.Name\"]\n```\n<b>x(Arg: \"a;b\")", 3);

        Assert.DoesNotContain("\"", label, StringComparison.Ordinal);
        Assert.DoesNotContain("`", label, StringComparison.Ordinal);
        Assert.DoesNotContain("\n", label, StringComparison.Ordinal);
        Assert.DoesNotContain("<", label, StringComparison.Ordinal);
        Assert.StartsWith("3 ", label, StringComparison.Ordinal);
    }

    [Fact]
    public void The_chart_shows_at_most_twenty_benchmarks()
    {
        var sample = FakeActions.Failing();
        var timed = sample.Benchmarks.First(b => b.Time?.Ratio is not null);
        var report = sample with { Benchmarks = [.. Enumerable.Range(0, 50).Select(i => timed with { Id = "Sample.Many.B" + i })] };

        var chart = MermaidTimeChart.Render(report)!;

        var axis = chart.Split('\n').Single(l => l.Contains("x-axis", StringComparison.Ordinal));
        Assert.Equal(MermaidTimeChart.MaxBenchmarks, axis.Count(c => c == '"') / 2);
        Assert.Contains("The 20 largest of 50 benchmarks", chart, StringComparison.Ordinal);
    }

    [Fact]
    public void A_summary_over_what_the_step_has_left_is_cut_with_a_note()
    {
        var markdown = string.Concat(Enumerable.Range(0, 1000).Select(i => $"| line {i} |\n"));

        var fitted = GitHubSummaryReporter.Fit(markdown + "```mermaid\n```\n", markdown, room: 2000, "the full report is in perfgate-report.md")!;

        Assert.True(System.Text.Encoding.UTF8.GetByteCount(fitted) <= 2000);
        Assert.StartsWith("| line 0 |", fitted, StringComparison.Ordinal);
        Assert.Contains("**Truncated:** the job summary may not exceed 1 MiB; the full report is in perfgate-report.md.", fitted, StringComparison.Ordinal);
        Assert.Null(GitHubSummaryReporter.Fit(markdown, markdown, room: 100, "the full report is in perfgate-report.md"));
    }

    [Fact]
    public void Outside_Actions_no_summary_is_written_and_nothing_is_said()
    {
        using var output = new StringWriter();
        using var error = new StringWriter();

        var failed = new ReportPublisher(output, error, ReportingContext.None).Publish(FakeActions.Failing(), [new ReportTarget(ReportKinds.GitHubSummary, null)]);

        Assert.Empty(failed);
        Assert.Equal(string.Empty, output.ToString() + error);
    }
}
