using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Verdicts;

namespace PerfGate.Workflows;

/// <summary><c>perfgate compare</c>: baseline file × results → verdicts → every requested report. Nothing is run or
/// re-run, so the same inputs always give the same report.</summary>
internal static class CompareWorkflow
{
    public static GateReport Run(CompareRequest request, TextWriter output, TextWriter error)
    {
        var targets = request.ReportTargets;
        ReportTarget.EnsureNoneOverwrites(targets, request.BaselinePath, request.ResultsPath);
        // Warnings go to the error stream: standard output may carry a report (--report json).
        var (baseline, current) = ComparisonInputs.Read(request.BaselinePath, request.ResultsPath, error);
        var report = BaselineContext.AddTo(
            GateReportBuilder.From(GateEvaluator.Evaluate(baseline, current, request.Settings)), request.BaselinePath, baseline, request.Context);
        new ReportPublisher(output, error, request.Context).Publish(report, targets);
        return report;
    }
}
