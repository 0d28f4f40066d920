using PerfGate.Evaluation.Methods;
using PerfGate.Evaluation.Presets;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>A job, a way to decide, and how many times a flagged time regression is re-run and decided again
/// on the pooled samples.</summary>
/// <param name="BaselineRuns">Runs pooled into the baseline (the baseline update measures this many times).</param>
/// <param name="BaselineJob">The job the baseline was recorded with, when not <paramref name="Job"/>.</param>
internal sealed record GateConfiguration(EmulatedJob Job, ITimeMethod Method, int ConfirmReruns, int BaselineRuns = 1, EmulatedJob? BaselineJob = null)
{
    public string Name => $"{Method.Name}; {Job.Name}{(ConfirmReruns > 0 ? $"; {ConfirmReruns} confirm re-run(s)" : string.Empty)}{(BaselineRuns > 1 ? $"; baseline from {BaselineRuns} runs" : string.Empty)}";
}
