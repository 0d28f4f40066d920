using PerfGate.Reporting.Markdown;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting;

/// <summary>The pull request's report gains one line when main has drifted since the anchor, and nothing when it has not.</summary>
public sealed class MainHistoryRenderingTests
{
    [Fact]
    public void A_drift_on_main_is_one_escaped_line_linking_the_history()
    {
        var report = SampleGateResult.CreateReport() with
        {
            MainHistory = new ReportMainHistory("v1.0", "a", "b", 16, "main is +26.5% slower in Sample.<b>Creep</b> since v1.0", [], "https://example.invalid/history"),
        };

        var markdown = new MarkdownReporter().Render(report);

        var line = Assert.Single(markdown.Split('\n'), l => l.Contains("main's history", StringComparison.Ordinal));
        Assert.Equal("> **main's history:** main is +26.5% slower in Sample.&lt;b&gt;Creep&lt;/b&gt; since v1.0 — [history](https://example.invalid/history)", line);
    }

    [Fact]
    public void No_drift_adds_nothing_and_an_unreadable_history_says_why()
    {
        var quiet = SampleGateResult.CreateReport() with { MainHistory = new ReportMainHistory("v1.0", "a", "b", 10, null, []) };
        var unreadable = SampleGateResult.CreateReport() with { MainHistory = new ReportMainHistory("v9", null, null, 0, null, [], null, "--history-anchor: unknown revision 'v9'") };

        Assert.DoesNotContain("main's history", new MarkdownReporter().Render(quiet), StringComparison.Ordinal);
        Assert.Contains("> **main's history not read:** --history-anchor: unknown revision 'v9'", new MarkdownReporter().Render(unreadable), StringComparison.Ordinal);
    }
}
