using PerfGate.Reporting.Markdown;
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
        Assert.True(regressions < _markdown.IndexOf("### Improvements", StringComparison.Ordinal));
        Assert.Contains("| Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4) | allocated | 4.0 MB | 12.0 MB | +200% | +1% |", _markdown, StringComparison.Ordinal);
        Assert.Contains("| Sample.Caching.CacheBenchmark.Hit | allocated | 0 B | 72 B | new allocation | 0 B |", _markdown, StringComparison.Ordinal);
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

        Assert.StartsWith("## ❌ PerfGate: FAILED: 1 failed, 3 regressed, 1 inconclusive, 1 improved, 1 unchanged, 1 new, 1 missing; time geomean ×", firstLine, StringComparison.Ordinal);
    }
}
