using System.Globalization;
using System.Text;
using PerfGate.Formatting;
using PerfGate.History.Drift;

namespace PerfGate.History.Page;

/// <summary>
/// Main's performance history as one self-contained HTML page: the flagged drifts and allocation steps first, then per
/// benchmark its time drift since the anchor and its bytes per operation, merge by merge. Everything is inline (style,
/// SVG drawn here, no script, no font, no image), so the page opens offline from a CI artifact; the only addresses in
/// it are the commit links a reader clicks.
/// </summary>
internal static class HistoryPage
{
    public static string Render(HistoryAnalysis analysis, HistoryPageOptions options)
    {
        ArgumentNullException.ThrowIfNull(analysis);
        ArgumentNullException.ThrowIfNull(options);
        var links = options.CommitLinks;
        var html = new StringBuilder();
        html.Append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
            .Append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
            .Append($"<title>{Html.Escape(options.Title)}</title>\n<style>\n{PageStyle.Css}\n</style>\n</head>\n<body>\n");

        html.Append($"<header>\n<h1>{Html.Escape(options.Title)}</h1>\n<dl class=\"summary\">\n")
            .Append($"<dt>Anchor</dt><dd>{Html.Escape(analysis.Anchor)} ({Html.Commit(analysis.AnchorCommit, links)})</dd>\n")
            .Append($"<dt>Head</dt><dd>{Html.Commit(analysis.HeadCommit, links)}</dd>\n")
            .Append($"<dt>Merges</dt><dd>{analysis.Merges.Count.ToString(CultureInfo.InvariantCulture)}</dd>\n")
            .Append($"<dt>Threshold</dt><dd>{Units.Change(1 + analysis.TimeThreshold)} drift since the anchor, at {Units.Percent(analysis.Confidence)} confidence</dd>\n")
            .Append("</dl>\n</header>\n");

        FlaggedSummary.Render(html, analysis, links);
        RenderNotes(html, analysis.Notes);

        html.Append("<section class=\"benchmarks\">\n<h2>Benchmarks</h2>\n")
            .Append("<p class=\"legend\">Time: the drift since the anchor (line) and its band (shaded), the threshold (red dashes), ")
            .Append("changes of level (violet dashes), the merges that made a flagged drift (red); ")
            .Append("beside the name, what the band shows at the head: drift, no drift, or cannot tell (it reaches past the threshold). ")
            .Append("Allocations: bytes per operation, allocation steps in red. Each point links to its merge.</p>\n");
        for (var i = 0; i < analysis.Benchmarks.Count; i++)
        {
            var benchmark = analysis.Benchmarks[i];
            var state = benchmark.Time switch { { Drifted: true } => "flag", { NoDrift: true } => "no-drift", _ => "cannot-tell" };
            html.Append($"<section class=\"benchmark\" id=\"{SectionId(i)}\">\n<h3><code>{Html.Escape(benchmark.Id)}</code> ")
                .Append($"<span class=\"{state}\">{Html.Escape(HistoryText.TimeSummary(benchmark.Time))}</span></h3>\n")
                .Append(TimeDriftChart.Render(benchmark, analysis, links)).Append('\n')
                .Append(AllocationChart.Render(benchmark, analysis, links)).Append('\n')
                .Append("</section>\n");
        }

        html.Append("</section>\n");
        html.Append($"<footer>Made by PerfGate (<code>perfgate history</code>) on {options.GeneratedAt.UtcDateTime.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)} UTC ")
            .Append($"from the merge records of main between {Html.Commit(analysis.AnchorCommit, links)} and {Html.Commit(analysis.HeadCommit, links)}. ")
            .Append("Each merge was measured against its parent on the same runner; the charts are SVG drawn by PerfGate, and the page loads nothing.</footer>\n")
            .Append("</body>\n</html>\n");
        return html.ToString();
    }

    /// <summary>An element id from the benchmark's place, never from its name: a name is untrusted text.</summary>
    internal static string SectionId(int index) => "benchmark-" + index.ToString(CultureInfo.InvariantCulture);

    internal static string Date(DateTimeOffset date) => date.UtcDateTime.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture);

    private static void RenderNotes(StringBuilder html, IReadOnlyList<string> notes)
    {
        if (notes.Count == 0)
        {
            return;
        }

        html.Append("<section class=\"notes\">\n<h2>Notes</h2>\n<ul>\n")
            .AppendJoin(string.Empty, notes.Select(note => $"<li>{Html.Escape(note)}</li>\n"))
            .Append("</ul>\n</section>\n");
    }
}
