using PerfGate.History;
using PerfGate.History.Drift;
using PerfGate.Options;
using PerfGate.Reports;

namespace PerfGate.Workflows;

/// <summary>What main's history says since the anchor, added to a gate's report: the one line a pull request's comment
/// gains when main has drifted. Read after the verdicts and never part of them; a history that cannot be read is said
/// in the report, never a failed gate (the history command, not the pull request, is where it is repaired).</summary>
internal static class MainHistoryContext
{
    public static GateReport AddTo(GateReport report, MainHistoryCheck? check)
    {
        if (check is null)
        {
            return report;
        }

        var anchor = check.Anchor ?? "the oldest record";
        try
        {
            var analysis = check.Analyze();
            var drifts = analysis.Benchmarks
                .Where(b => b.Flag is not null)
                .Select(b => new ReportDrift(b.Id, b.Flag!.Drift, b.Flag.Lower, b.Flag.Upper, [.. b.Flag.Contributors.Select(c => c.Commit)]))
                .ToList();
            return report with
            {
                MainHistory = new ReportMainHistory(anchor, analysis.AnchorCommit, analysis.HeadCommit, analysis.Merges.Count, HistoryText.PullRequestLine(analysis), drifts, check.Url),
            };
        }
        catch (PerfGateInputException e)
        {
            return report with { MainHistory = Unreadable(e.MessageFor(OptionNaming.Cli)) };
        }
        catch (PerfGateUnavailableException e)
        {
            // The network or the remote, after retries: the report is finished and stands; the next gate reads it again.
            return report with { MainHistory = Unreadable(e.Message) };
        }

        ReportMainHistory Unreadable(string why) => new(anchor, null, null, 0, null, [], check.Url, why);
    }
}
