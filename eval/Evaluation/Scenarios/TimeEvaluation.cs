namespace PerfGate.Evaluation.Scenarios;

/// <summary>What one configuration decided on every replayed gate run.</summary>
/// <param name="FalseAlarms">Unchanged code flagged as a time regression, over every A/A comparison.</param>
/// <param name="FalseAlarmsByCondition">The same, by the load during the baseline and the current run.</param>
/// <param name="FalseAlarmsByCase">The same, by benchmark case.</param>
/// <param name="Detections">Injected slowdowns flagged, by size.</param>
/// <param name="Reruns">Comparisons that triggered a confirm re-run, A/A and A/B together.</param>
/// <param name="GateRunsWithRerun">Replayed gate runs of unchanged code (all its A/A cases) in which at least
/// one case was re-run.</param>
/// <param name="MedianCaseSeconds">Median over cases of the benchmark time the job spends on one case.</param>
/// <param name="MaxCaseSeconds">The slowest case's benchmark time (each case averaged over the runs).</param>
internal sealed record TimeEvaluation(
    GateConfiguration Configuration,
    Rate FalseAlarms,
    IReadOnlyDictionary<string, Rate> FalseAlarmsByCondition,
    IReadOnlyDictionary<string, Rate> FalseAlarmsByCase,
    IReadOnlyList<(Injection Injection, Rate Rate)> Detections,
    Rate Reruns,
    Rate GateRunsWithRerun,
    double MedianCaseSeconds,
    double MaxCaseSeconds)
{
    public Rate DetectionAt(double percent) => Detections.Single(d => d.Injection.Size == percent).Rate;
}
