using PerfGate.Baseline;
using PerfGate.Reporting;
using PerfGate.Reports;

namespace PerfGate.Workflows;

/// <summary>What a report says about the baseline it was judged against, the same for every command that judges.</summary>
internal static class BaselineContext
{
    /// <summary>The baseline's path as the repository names it (the sticky comment's key), and, in a pull
    /// request, the entries the pull request re-recorded, added or removed.</summary>
    public static GateReport AddTo(GateReport report, string baselinePath, BaselineDocument baseline, ReportingContext context) =>
        report with
        {
            BaselinePath = context.GitHub.RelativeToWorkspace(Path.GetFullPath(baselinePath)),
            BaselineEdits = BaselineHistory.Compare(baselinePath, baseline, context.GitHub.BaseRef),
        };
}
