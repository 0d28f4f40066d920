namespace PerfGate.Running;

/// <summary>How one child process ended.</summary>
/// <param name="ExitCode">Its exit code when it <see cref="ChildProcessEnd.Exited"/>; null otherwise.</param>
/// <param name="RemovedVariables">The MSBuild variables removed from its environment, for the run log.</param>
/// <param name="StartFailure">Why it could not be started, when <see cref="ChildProcessEnd.NotStarted"/>.</param>
public sealed record ChildProcessExit(int? ExitCode, ChildProcessEnd End, TimeSpan Elapsed, IReadOnlyList<string> RemovedVariables, string? StartFailure)
{
    public bool Succeeded => End == ChildProcessEnd.Exited && ExitCode == 0;
}
