namespace PerfGate.Evaluation.Recording;

/// <summary>A set of recorded runs with the job they were recorded with.</summary>
/// <param name="Launches">Launches per case in every run.</param>
/// <param name="Iterations">Measured iterations per launch.</param>
/// <param name="IterationMilliseconds">Target duration of one iteration.</param>
/// <param name="Gate">One real gate run on the sample with the shipped defaults, when eval/run timed one.</param>
internal sealed record Recording(int Launches, int Iterations, int IterationMilliseconds, IReadOnlyList<RecordedRun> Runs, GateTiming? Gate = null)
{
    public IEnumerable<string> CaseIds => Runs.SelectMany(r => r.Cases).Select(c => c.Id).Distinct().Order(StringComparer.Ordinal);
}
