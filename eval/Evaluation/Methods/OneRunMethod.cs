using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Methods;

/// <summary>
/// An alternative to PerfGate that compares one run with one run, as its tool does: it neither pools a
/// baseline nor re-runs, so a configuration asking it to would report numbers no such tool produces.
/// </summary>
internal abstract class OneRunMethod : ITimeMethod
{
    public abstract string Name { get; }

    public TimeOutcome Decide(ReplayedCase replay)
    {
        if (replay.BaselineRuns.Count != 1 || replay.ConfirmReruns != 0)
        {
            throw new InvalidOperationException(
                $"{Name} compares one run with one run; it was given {replay.BaselineRuns.Count} baseline run(s) and {replay.ConfirmReruns} confirm re-run(s).");
        }

        var baseline = replay.BaselineRuns[0] ?? throw new InvalidOperationException($"The baseline run has no {replay.Id}.");
        return new TimeOutcome(Decide(baseline, replay.Current) == MetricStatus.Regressed, Reran: false);
    }

    /// <param name="baseline">Baseline samples, one array per launch.</param>
    /// <param name="current">Current samples, one array per launch.</param>
    protected abstract MetricStatus Decide(IReadOnlyList<double[]> baseline, IReadOnlyList<double[]> current);
}
