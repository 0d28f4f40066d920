using System.Globalization;
using PerfGate.Processes;

namespace PerfGate.Git;

/// <summary>
/// Runs <c>git</c> (<see cref="ChildProcess"/>: no shell, the arguments as a list, so a branch or
/// path name is never parsed by anything but git) in a bounded time, because a gate must never hang on its history.
/// </summary>
internal static class GitProcess
{
    /// <summary>The limit for a question the clone answers itself (a commit, a date, a tree): no network, so seconds at most.</summary>
    public static readonly TimeSpan LocalTimeout = TimeSpan.FromSeconds(30);

    private static readonly IReadOnlyDictionary<string, string> NoVariables = new Dictionary<string, string>();

    public static GitOutcome Run(string workingDirectory, TimeSpan timeout, params string[] arguments) =>
        Run(workingDirectory, NoVariables, timeout, arguments);

    /// <param name="environment">Added to git's environment: a private index (<c>GIT_INDEX_FILE</c>), an identity.</param>
    public static GitOutcome Run(string workingDirectory, IReadOnlyDictionary<string, string> environment, TimeSpan timeout, params string[] arguments)
    {
        // Never wait for a prompt (credentials, a pager): there is nobody to answer it on a CI runner.
        var variables = new Dictionary<string, string>(environment) { ["GIT_TERMINAL_PROMPT"] = "0", ["GIT_PAGER"] = "cat" };
        var start = new ChildProcessStart("git", arguments, workingDirectory, timeout)
        {
            Environment = variables,
            ScrubMSBuildEnvironment = false,
        };

        // The callers are synchronous questions asked before anything runs; nothing here holds a synchronization context.
        var run = ChildProcess.CaptureAsync(start, CancellationToken.None).GetAwaiter().GetResult();
        return run.Exit switch
        {
            { End: ChildProcessEnd.NotStarted } => new GitOutcome(null, $"git could not be started ({run.Exit.StartFailure})"),
            { End: ChildProcessEnd.TimedOut or ChildProcessEnd.Canceled } =>
                new GitOutcome(null, $"git {string.Join(' ', arguments)} did not finish in {timeout.TotalSeconds.ToString("0", CultureInfo.InvariantCulture)} s"),
            { ExitCode: 0 } => new GitOutcome(string.Join('\n', run.Output), null),
            _ => new GitOutcome(null, run.Error.FirstOrDefault(l => l.Trim().Length > 0)?.Trim() ?? $"git exited with {run.Exit.ExitCode}"),
        };
    }
}
