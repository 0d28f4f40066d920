using PerfGate.Reports;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Workflows;

/// <param name="SetupFailure">The same-runner mode could not start (no git, the base revision not in the clone): found
/// before anything ran, so nothing was decided; null otherwise.</param>
public sealed record GateOutcome(GateReport Report, SameRunnerException? SetupFailure)
{
    /// <summary>0 pass, 1 a regression or a failed run, 2 nothing decided (<see cref="SetupFailure"/>).</summary>
    public int ExitCode => SetupFailure is not null ? ExitCodes.BadInput : Report.Passed ? ExitCodes.Passed : ExitCodes.Failed;
}
