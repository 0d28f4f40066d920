using PerfGate.Reporting.Markdown;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting;

public sealed class MarkdownReporterTests
{
    private readonly string _markdown = new MarkdownReporter().Render(SampleGateResult.CreateReport());

    [Fact]
    public void Regressions_come_first_with_baseline_current_change_and_limit()
    {
        var regressions = _markdown.IndexOf("### Regressions", StringComparison.Ordinal);
        Assert.True(regressions > 0);
        Assert.True(regressions < _markdown.IndexOf("<details><summary>Improvements (1)</summary>", StringComparison.Ordinal));
        Assert.Contains("| Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4) | allocated | 4.0 MB | 12.0 MB | +200% | +1% |", _markdown, StringComparison.Ordinal);
        Assert.Contains("| Sample.Caching.CacheBenchmark.Hit | allocated | 0 B | 72 B | was allocation-free | 0 B |", _markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void Untrusted_benchmark_names_cannot_inject_markup()
    {
        Assert.DoesNotContain("<script>", _markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("**bold**", _markdown, StringComparison.Ordinal);
        Assert.Contains("Evil\\|Name&lt;script&gt;", _markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void Summary_line_has_counts_and_the_geometric_mean()
    {
        var firstLine = _markdown.Split('\n')[0];

        Assert.StartsWith("## ❌ PerfGate: FAILED: 1 failed, 4 regressed, 1 inconclusive, 1 improved, 2 unchanged, 1 new, 1 missing; time geomean ×", firstLine, StringComparison.Ordinal);
    }

    [Fact]
    public void The_limit_shown_is_the_one_applied_as_in_the_build_error()
    {
        var report = SampleGateResult.CreateReport();
        var error = report.Diagnostics.Single(d => d.BenchmarkId == "Sample.Spread.WideButSlower");

        Assert.Contains("limit +11.9% (widened from 5%: the baseline's launches spread widely)", error.Message, StringComparison.Ordinal);
        Assert.Contains("| Sample.Spread.WideButSlower | time | 105.00 ns | 150.15 ns | +42.9% on launch medians (5 vs 5 baseline), 84% interval +35.5% to +52% | +11.9% \\* |", _markdown, StringComparison.Ordinal);
        Assert.Contains("Sample.Spread.WideButSlower: limit widened from +5%", _markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void In_the_same_runner_mode_the_footer_says_limits_are_not_widened_and_never_blames_the_baseline_launches()
    {
        var report = SampleGateResult.CreateReport() with
        {
            Comparison = new ReportComparison(ReportComparison.SameRunnerMode, true, "note", "origin/main", "0123456789abcdef", "fedcba9876543210", 8),
        };

        var markdown = new MarkdownReporter().Render(report);

        Assert.Contains("not widened: the test's ranks carry how far the pairs disagree;", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("baseline launches spread widely", markdown, StringComparison.Ordinal);
        Assert.Contains("widened per benchmark when its baseline launches spread widely;", _markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void Confirm_reruns_are_shown_as_in_the_build_error()
    {
        var report = SampleGateResult.CreateReport();
        var error = report.Diagnostics.Single(d => d.BenchmarkId == "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)");

        Assert.Contains("(+11.6% on iterations (20 vs 20 baseline); limit +5%, confirmed by 1 re-run)", error.Message, StringComparison.Ordinal);
        Assert.Contains("| 32.64 ms | 36.41 ms | +11.6% on iterations (20 vs 20 baseline), confirmed by 1 re-run | +5% |", _markdown, StringComparison.Ordinal);
    }
}
