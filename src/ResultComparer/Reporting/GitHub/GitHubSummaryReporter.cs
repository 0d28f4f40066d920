using System.Text;
using PerfGate.Reporting.Markdown;
using PerfGate.Reports;

namespace PerfGate.Reporting.GitHub;

/// <summary>The GitHub Actions job summary: the Markdown report and a chart of time changes against their limits, appended
/// to <c>GITHUB_STEP_SUMMARY</c> on every run whatever the event (appended: two gated projects in one step both show).
/// GitHub drops a step summary over 1 MiB whole, so ours is cut to fit what the step has left, with a note.</summary>
internal sealed class GitHubSummaryReporter : GateReporterBase
{
    public const long MaxBytes = 1024 * 1024;

    public override void Write(GateReport report, TextWriter writer) => writer.Write(Summary(report, new MarkdownReporter().Render(report)));

    /// <summary>Appends to the target's path, or to <c>GITHUB_STEP_SUMMARY</c>; outside Actions there is nothing to append to.</summary>
    /// <exception cref="ReportPublishingException">PG0208: the file could not be written.</exception>
    public override void Publish(GateReport report, ReportTarget target, ReportingContext context, TextWriter output)
    {
        if ((target.Path ?? context.GitHub.StepSummaryPath) is { } path)
        {
            var markdown = new MarkdownReporter().Render(report);
            Append(path, Summary(report, markdown), markdown, "the full report is in perfgate-report.md");
        }
    }

    /// <summary>Appends <paramref name="summary"/> to the step summary at <paramref name="path"/>, cut to fit what the step has
    /// left (<see cref="Fit"/>; <paramref name="whereFull"/> says where the rest is): the one way to a job summary.</summary>
    /// <exception cref="ReportPublishingException">PG0208: no room left, or the file could not be written.</exception>
    internal static void Append(string path, string summary, string markdown, string whereFull)
    {
        try
        {
            var used = File.Exists(path) ? new FileInfo(path).Length : 0;
            var text = Fit(summary, markdown, MaxBytes - used, whereFull)
                ?? throw new ReportPublishingException(DiagnosticCodes.JobSummaryFailed,
                    $"the job summary '{path}' has no room left of GitHub's 1 MiB per step; {whereFull}.");
            File.AppendAllText(path, text, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new ReportPublishingException(DiagnosticCodes.JobSummaryFailed, $"the job summary could not be appended to '{path}': {e.Message}", e);
        }
    }

    private static string Summary(GateReport report, string markdown) =>
        MermaidTimeChart.Render(report) is { } chart ? $"{markdown}\n{chart}\n" : markdown + "\n";

    /// <returns>The summary if it fits in <paramref name="room"/> bytes; else the Markdown alone cut at a line with a
    /// note (the chart goes first); null when not even the note fits.</returns>
    internal static string? Fit(string summary, string markdown, long room, string whereFull)
    {
        if (Encoding.UTF8.GetByteCount(summary) <= room)
        {
            return summary;
        }

        var note = $"\n> **Truncated:** the job summary may not exceed 1 MiB; {whereFull}.\n\n";
        var budget = room - Encoding.UTF8.GetByteCount(note) - Encoding.UTF8.GetByteCount("</details>\n");
        return budget < 256 ? null : MarkdownText.KeepWholeLines(markdown, budget, line => Encoding.UTF8.GetByteCount(line)) + note;
    }
}
