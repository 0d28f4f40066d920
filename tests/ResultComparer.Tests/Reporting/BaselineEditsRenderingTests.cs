using System.Globalization;
using PerfGate.Reporting.GitHub;
using PerfGate.Reporting.Markdown;
using PerfGate.Reports;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting;

public sealed class BaselineEditsRenderingTests
{
    private static readonly ReportBaselineEdits Edits = new(
        "origin/main",
        null,
        [
            new BaselineChange("Sample.Added|<b>@someone</b>", BaselineChangeKind.Added, null, 48.5, null, 24),
            new BaselineChange("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", BaselineChangeKind.Changed, 32_640_000, 16_320_000, 4 * 1024 * 1024, 12 * 1024 * 1024),
            new BaselineChange("Sample.Removed", BaselineChangeKind.Removed, 200, null, 0, null),
        ]);

    [Theory]
    [InlineData("")]
    [InlineData("de-DE")]
    public void The_edits_come_before_the_regressions_with_both_figures_and_the_change(string culture)
    {
        var previous = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(culture);
        try
        {
            var markdown = new MarkdownReporter().Render(SampleGateResult.CreateReport() with { BaselineEdits = Edits });

            var section = markdown.IndexOf("### ⚠️ This pull request edits the baseline (3)", StringComparison.Ordinal);
            Assert.True(section > 0 && section < markdown.IndexOf("### Regressions", StringComparison.Ordinal), markdown);
            Assert.Contains("Recorded figures that differ from the baseline on origin/main.", markdown, StringComparison.Ordinal);
            Assert.Contains("| Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4) | re-recorded | 32.64 ms → 16.32 ms | -50% | 4.0 MB → 12.0 MB | +200% |", markdown, StringComparison.Ordinal);
            Assert.Contains("| Sample.Removed | removed | 200.00 ns → – | n/a | 0 B → – | n/a |", markdown, StringComparison.Ordinal);
            Assert.Contains("| added | – → 48.50 ns | n/a | – → 24 B | n/a |", markdown, StringComparison.Ordinal);
            Assert.DoesNotContain("<b>", markdown, StringComparison.Ordinal);
        }
        finally
        {
            CultureInfo.CurrentCulture = previous;
        }
    }

    [Fact]
    public void An_unreadable_base_is_one_plain_note_and_no_table()
    {
        var report = SampleGateResult.CreateReport() with { BaselineEdits = new ReportBaselineEdits("main", "'perfgate-baseline.json' was not found at origin/main or main", []) };

        var markdown = new MarkdownReporter().Render(report);

        Assert.Contains("> **Baseline edits not checked:** the base branch's baseline could not be read", markdown, StringComparison.Ordinal);
        Assert.DoesNotContain("This pull request edits the baseline", markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void No_edits_render_nothing()
    {
        var markdown = new MarkdownReporter().Render(SampleGateResult.CreateReport());

        Assert.DoesNotContain("baseline edits", markdown, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("edits the baseline", markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void The_comment_shows_the_edits_and_mentions_in_names_never_ping()
    {
        var body = StickyCommentBody.Render(SampleGateResult.CreateReport() with { BaselineEdits = Edits }, StickyCommentMarker.For("perfgate-baseline.json"), runUrl: null);

        Assert.Contains("This pull request edits the baseline (3)", body, StringComparison.Ordinal);
        Assert.DoesNotContain("@someone", body, StringComparison.Ordinal);
    }

    [Fact]
    public void The_json_report_round_trips_the_edits_and_leaves_them_out_when_there_are_none()
    {
        var report = SampleGateResult.CreateReport() with { BaselineEdits = Edits };

        var json = GateReportFile.Serialize(report);
        var read = GateReportFile.Deserialize(json, "test");

        Assert.Contains("\"baselineEdits\": {", json, StringComparison.Ordinal);
        Assert.Contains("\"kind\": \"removed\"", json, StringComparison.Ordinal);
        Assert.Contains("\"pullRequestMedianNs\": 16320000", json, StringComparison.Ordinal);
        Assert.DoesNotContain("medianRatio", json, StringComparison.Ordinal);
        Assert.Equal(Edits.BaseRef, read.BaselineEdits!.BaseRef);
        Assert.Equal(Edits.Changes, read.BaselineEdits.Changes);
        Assert.DoesNotContain("baselineEdits", GateReportFile.Serialize(SampleGateResult.CreateReport()), StringComparison.Ordinal);
    }
}
