using PerfGate.Reports;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Workflows;

/// <param name="SetupFailure">The same-runner mode could not start (no git, the base revision not in the clone): found
/// before anything ran, so nothing was decided; null otherwise.</param>
internal sealed record GateOutcome(GateReport Report, SameRunnerException? SetupFailure)
{
    /// <summary>0 pass, 1 a regression or a failed run, 2 nothing decided (a same-runner setup that failed before anything
    /// was measured): the one rule for a gate, for one shard of it (which has no report) and for their join.</summary>
    public static int ExitCodeOf(bool passed, SameRunnerException? failure) =>
        failure is { IsSetupFailure: true } ? ExitCodes.BadInput : passed && failure is null ? ExitCodes.Passed : ExitCodes.Failed;
}
