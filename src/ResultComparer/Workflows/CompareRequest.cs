using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Thresholds;

namespace PerfGate.Workflows;

/// <summary>Everything <c>perfgate compare</c> was asked to do, parsed and validated.</summary>
/// <param name="Reporting">Where the comparison runs and how it comments; <see cref="ReportingContext.None"/> when null.</param>
internal sealed record CompareRequest(
    string BaselinePath,
    string ResultsPath,
    GateSettings Settings,
    IReadOnlyList<ReportTarget> Reports,
    ReportingContext? Reporting = null)
{
    public ReportingContext Context => Reporting ?? ReportingContext.None;

    /// <summary>The reports asked for, the console table when none was; in GitHub Actions also the job summary and
    /// the pull-request comment.</summary>
    public IReadOnlyList<ReportTarget> ReportTargets =>
        Context.WithCiTargets(Reports.Count > 0 ? Reports : [new ReportTarget(ReportKinds.Console, null)]);
}
