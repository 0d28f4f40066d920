using PerfGate.Reporting.Markdown;
using PerfGate.Reports;

namespace PerfGate.Reporting.GitHub;

/// <summary>The sticky comment's text: the marker, the Markdown report (the same rendering as the job summary, regressions
/// first) and a link to the run. GitHub refuses bodies over 65,536 characters, so a longer report is cut at a line (its
/// regressions come first and survive) with a note pointing to the job summary. Mentions never ping.</summary>
internal static class StickyCommentBody
{
    public const int MaxLength = 65_536;

    public static string Render(GateReport report, StickyCommentMarker marker, string? runUrl, int maxLength = MaxLength)
    {
        var footer = runUrl is null ? string.Empty : $"\n[Workflow run]({runUrl})\n";
        var markdown = NoMentions(new MarkdownReporter().Render(report));
        var head = marker.Text + "\n";
        if (head.Length + markdown.Length + footer.Length <= maxLength)
        {
            return head + markdown + footer;
        }

        var note = $"\n> **Truncated:** the report is longer than a pull-request comment may be; the full report is in the job summary{(runUrl is null ? "" : $" of [the workflow run]({runUrl})")} and in perfgate-report.md.\n";
        var room = maxLength - head.Length - note.Length - "</details>\n".Length;
        return head + MarkdownText.KeepWholeLines(markdown, room, line => line.Length) + note;
    }

    /// <summary>"@user" → "@&#x2060;user": GitHub finds mentions in the rendered text, where a Markdown escape is already
    /// gone; a word joiner after the '@' breaks the mention and still reads as "@user".</summary>
    public static string NoMentions(string markdown) =>
        markdown.Replace("\\@", "@", StringComparison.Ordinal).Replace("@", "@\u2060", StringComparison.Ordinal);
}
