using PerfGate.Reporting.GitHub;
using PerfGate.Reports;
using PerfGate.Tests.Support;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Reporting.GitHub;

public sealed class StickyCommentBodyTests
{
    [Fact]
    public void An_oversized_report_is_cut_to_65536_characters_keeping_regressions_first()
    {
        var sample = SampleGateResult.CreateReport();
        var regression = sample.Benchmarks.First(b => b.Status == BenchmarkStatus.Regressed);
        var many = Enumerable.Range(0, 3000).Select(i => regression with { Id = $"Sample.Huge.Benchmark{i}(Payload: {new string('x', 40)})" }).ToList();
        var report = sample with { Benchmarks = [.. many, .. sample.Benchmarks] };
        var marker = StickyCommentMarker.For("b.json");

        var body = StickyCommentBody.Render(report, marker, "https://github.example/o/r/actions/runs/1");

        Assert.True(body.Length <= StickyCommentBody.MaxLength, $"{body.Length} characters");
        Assert.StartsWith(marker.Text + "\n## ❌", body, StringComparison.Ordinal);
        Assert.Contains("### Regressions (", body, StringComparison.Ordinal);
        Assert.Contains("Sample.Huge.Benchmark0(", body, StringComparison.Ordinal);
        Assert.EndsWith("the full report is in the job summary of [the workflow run](https://github.example/o/r/actions/runs/1) and in perfgate-report.md.\n", body, StringComparison.Ordinal);
    }

    [Fact]
    public void Mentions_in_benchmark_names_do_not_ping()
    {
        var sample = SampleGateResult.CreateReport();
        var report = sample with { Benchmarks = [sample.Benchmarks[0] with { Id = "Sample.Ping.@octocat(Team: @org/admins)", Status = BenchmarkStatus.New }] };

        var body = StickyCommentBody.Render(report, StickyCommentMarker.For("b.json"), runUrl: null);

        Assert.DoesNotContain("@octocat", body, StringComparison.Ordinal);
        Assert.DoesNotContain("@org", body, StringComparison.Ordinal);
        Assert.Contains("@\u2060octocat", body, StringComparison.Ordinal);
    }

    [Fact]
    public void The_marker_is_per_project_and_cannot_close_the_HTML_comment()
    {
        var a = StickyCommentMarker.For("benchmarks/A/perfgate-baseline.json");
        var evil = StickyCommentMarker.For("x --> <img src=x>");

        Assert.NotEqual(a.Text, StickyCommentMarker.For("benchmarks/B/perfgate-baseline.json").Text);
        Assert.Equal(a.Text, StickyCommentMarker.For("benchmarks\\A\\perfgate-baseline.json").Text);
        Assert.Equal(1, CountOf(evil.Text, "-->"));
        Assert.DoesNotContain("<img", evil.Text, StringComparison.Ordinal);
    }

    private static int CountOf(string text, string part) => text.Split(part).Length - 1;
}
