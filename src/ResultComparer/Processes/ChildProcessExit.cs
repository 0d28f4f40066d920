namespace PerfGate.Processes;

/// <param name="ExitCode">Null unless it <see cref="ChildProcessEnd.Exited"/>.</param>
/// <param name="RemovedVariables">The MSBuild variables removed from its environment, for the run log.</param>
internal sealed record ChildProcessExit(int? ExitCode, ChildProcessEnd End, TimeSpan Elapsed, IReadOnlyList<string> RemovedVariables, string? StartFailure)
{
    public bool Succeeded => End == ChildProcessEnd.Exited && ExitCode == 0;
}
