using PerfGate.Evaluation.Recording;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>
/// PerfGate's allocation verdicts on every replayed gate run. Allocated bytes per operation do not depend on
/// the job's size, so one evaluation covers every job.
/// </summary>
internal sealed record AllocationEvaluation(Rate FalseAlarms, IReadOnlyList<(Injection Injection, Rate Rate)> Detections)
{
    public static AllocationEvaluation Evaluate(Recording.Recording recording, IReadOnlyList<RunPair> pairs, AllocationThreshold threshold)
    {
        var ids = recording.CaseIds.ToList();
        var falseAlarms = new Rate();
        foreach (var pair in pairs)
        {
            foreach (var id in ids)
            {
                if (Regressed(pair, id, id, threshold) is { } regressed)
                {
                    falseAlarms += new Rate(regressed ? 1 : 0, 1);
                }
            }
        }

        var detections = Injection.Allocation
            .Select(i => (i, pairs.Select(p => Regressed(p, i.BaselineId, i.CurrentId, threshold))
                .OfType<bool>()
                .Aggregate(new Rate(), (rate, regressed) => rate + new Rate(regressed ? 1 : 0, 1))))
            .ToList();
        return new AllocationEvaluation(falseAlarms, detections);
    }

    private static bool? Regressed(RunPair pair, string baselineId, string currentId, AllocationThreshold threshold) =>
        pair.Baseline.Find(baselineId) is { } baseline && pair.Current.Find(currentId) is { } current
            ? AllocationComparer.Compare(baseline.BytesPerOperation, current.BytesPerOperation, threshold).Status == MetricStatus.Regressed
            : null;
}
