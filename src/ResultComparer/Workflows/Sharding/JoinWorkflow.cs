using PerfGate.Baseline;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Sharding;
using PerfGate.Statistics;
using PerfGate.Verdicts;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Workflows.Sharding;

/// <summary><c>perfgate join</c>: every shard's results → one comparison → every report, once: one console table, one
/// job summary, one sticky pull-request comment, one exit code for the whole suite.</summary>
internal static class JoinWorkflow
{
    public static GateReport Run(JoinRequest request, TextWriter output, TextWriter error)
    {
        var comparison = request.Comparison;
        var targets = comparison.ReportTargets;
        foreach (var folder in request.ShardFolders)
        {
            ReportTarget.EnsureNoneOverwrites(targets, comparison.BaselinePath, folder);
        }

        var baseline = BaselineReader.Read(comparison.BaselinePath);
        var joined = ShardJoin.Read(request.ShardFolders, error);
        var report = joined switch
        {
            { Failure: { } failure } => GateReportBuilder.RunFailed($"The benchmarks of a shard did not run: {failure}", comparison.Settings),
            { SameRunner: { } pairs } => GateReportBuilder.From(SameRunnerGate.Judge(
                baseline, pairs.Base, pairs.Head, new TimeReference.BaseRevision(pairs.Share.Revision).Judging(comparison.Settings),
                new PairedLooks(pairs.Share.Pairs, pairs.Share.FixedPairs), pairs.Share.Revision, pairs.Share.Category, missingBase: pairs.Share.MissingBase)),
            _ => GateReportBuilder.From(new TimeReference.CommittedBaseline(request.StableMachine).Apply(
                GateEvaluator.Evaluate(baseline, joined.Run, comparison.Settings))),
        };
        report = BaselineContext.AddTo(report, comparison.BaselinePath, baseline, comparison.Context);
        report = MainHistoryContext.AddTo(report, request.MainHistory);
        new ReportPublisher(output, error, comparison.Context).Publish(report, targets);
        return report;
    }
}
