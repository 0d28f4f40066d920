using System.Globalization;
using System.Text;
using PerfGate.FileSystem;
using PerfGate.Git;
using PerfGate.History;
using PerfGate.History.Drift;
using PerfGate.History.Page;
using PerfGate.History.Records;
using PerfGate.History.Store;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Reports;

namespace PerfGate.Workflows.History;

/// <summary><c>perfgate history</c> and <c>perfgate history record</c>: read main's history and say what it found (the console,
/// the page, the job summary), or append one merge's record from the report of the same-runner gate that measured it.</summary>
internal static class HistoryWorkflow
{
    /// <param name="pagePath">Where the page is written; null: no page.</param>
    /// <param name="summaryPath">The GitHub Actions job summary, appended to as the gate's is (<see cref="GitHubSummaryReporter"/>); null: none.</param>
    /// <exception cref="PerfGateInputException">A record is corrupt, foreign or newer, the anchor is unknown, the page cannot be written.</exception>
    public static HistoryAnalysis Read(MainHistoryCheck check, string? pagePath, HistoryPageOptions pageOptions, string? summaryPath, TextWriter output, TextWriter error)
    {
        var analysis = check.Analyze();
        foreach (var line in HistoryText.Lines(analysis).Concat(analysis.Notes.Select(note => $"note: {note}")))
        {
            output.WriteLine($"PerfGate history: {line}");
        }

        if (pagePath is not null)
        {
            AtomicFile.Write(pagePath, Encoding.UTF8.GetBytes(HistoryPage.Render(analysis, pageOptions)));
            output.WriteLine($"PerfGate history: page: {Path.GetFullPath(pagePath)}");
        }

        if (summaryPath is not null)
        {
            try
            {
                var markdown = HistoryText.Markdown(analysis, check.Url);
                GitHubSummaryReporter.Append(summaryPath, markdown, markdown, $"every benchmark is in the step's log{(pagePath is null ? "" : " and on the history's page")}");
            }
            catch (ReportPublishingException e)
            {
                // The findings are on the console and the page; a summary that cannot be written changes no exit code.
                error.WriteLine($"perfgate history: warning: {e.Code}: {e.Message}");
            }
        }

        return analysis;
    }

    /// <summary>Appends the merge that <paramref name="reportPath"/>'s same-runner gate measured to the history.</summary>
    /// <exception cref="PerfGateInputException">Not a same-runner report, no pairs, a merge git cannot date, a history that
    /// cannot be written.</exception>
    public static void Record(string reportPath, HistorySource source, TextWriter output)
    {
        var path = Path.GetFullPath(reportPath);
        var report = GateReportFile.ReadGiven(path);
        // A report with no merge to date is not a same-runner gate's: the builder refuses it, saying why.
        var commit = report.Comparison?.HeadCommit;
        var commitDate = commit is null ? default : CommitDate(source.Repository, commit);
        var record = HistoryRecordBuilder.FromReport(report, path, commitDate, DateTimeOffset.UtcNow);
        output.WriteLine($"PerfGate history: recorded {Describe(record)} {source.Append(record)}");
    }

    private static string Describe(HistoryRecord record) =>
        $"{GitNames.ShortCommit(record.Commit)} against {GitNames.ShortCommit(record.Parent)}, {record.Benchmarks.Count.ToString(CultureInfo.InvariantCulture)} benchmark(s), {record.Pairs.ToString(CultureInfo.InvariantCulture)} pairs";

    /// <summary>The merged commit's own date, which orders the history and its page. Never guessed: a merge dated when it
    /// happened to be recorded would sit out of order for good.</summary>
    private static DateTimeOffset CommitDate(string repository, string commit)
    {
        var outcome = GitProcess.Run(repository, GitProcess.LocalTimeout, "show", "-s", "--format=%cI", "--end-of-options", commit);
        return outcome.Ok && DateTimeOffset.TryParse(outcome.Text, CultureInfo.InvariantCulture, DateTimeStyles.None, out var date)
            ? date
            : throw new PerfGateInputException(
                $"cannot date the merge {GitNames.ShortCommit(commit)}: git cannot show it in '{repository}' ({outcome.Failure ?? $"no date in '{outcome.Text}'"}). " +
                "Record in a clone of the repository that has the commit: pass it with --repository, and in a shallow clone fetch the commit first (actions/checkout with fetch-depth: 0).");
    }
}
