using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>Everything docs/evaluation.md reports, computed once from a recording.</summary>
internal sealed record EvaluationResults(
    Recording.Recording Recording,
    IReadOnlyList<RunPair> Pairs,
    TimeEvaluation Default,
    AllocationEvaluation Allocation,
    IReadOnlyList<TimeEvaluation> ThresholdCurve,
    IReadOnlyList<TimeEvaluation> ThresholdCurveWithoutConfirm,
    IReadOnlyList<TimeEvaluation> SignificanceCurve,
    IReadOnlyList<TimeEvaluation> SignificanceCurveWithoutConfirm,
    IReadOnlyList<TimeEvaluation> ConfirmCurve,
    IReadOnlyList<TimeEvaluation> SpreadCurve,
    IReadOnlyList<TimeEvaluation> JobGrid,
    IReadOnlyList<TimeEvaluation> SideBySide,
    IReadOnlyDictionary<string, double[]> AaRatios,
    IReadOnlyList<(Injection Injection, double MedianRatio)> KnobRatios)
{
    public static EvaluationResults Compute(Recording.Recording recording)
    {
        var plan = new EvaluationPlan(recording);
        var pairs = RunPair.AllOrdered(recording.Runs);
        TimeEvaluation Run(GateConfiguration c) => TimeEvaluator.Evaluate(c, recording, pairs);
        return new EvaluationResults(
            recording,
            pairs,
            Run(plan.Default),
            AllocationEvaluation.Evaluate(recording, pairs, AllocationThreshold.Default),
            [.. plan.ThresholdCurve(GateDefaults.ConfirmReruns).Select(Run)],
            [.. plan.ThresholdCurve(0).Select(Run)],
            [.. plan.SignificanceCurve(GateDefaults.ConfirmReruns).Select(Run)],
            [.. plan.SignificanceCurve(0).Select(Run)],
            [.. plan.ConfirmCurve().Select(Run)],
            [.. plan.SpreadCurve().Select(Run)],
            [.. plan.JobGrid().Select(Run)],
            [.. plan.SideBySide().Select(Run)],
            Scenarios.AaRatios.ByCase(recording, pairs, EvaluationPlan.CiJob),
            Scenarios.AaRatios.Knobs(pairs, EvaluationPlan.CiJob));
    }
}
