using System.Diagnostics;
using System.Globalization;
using PerfGate.Git;

namespace PerfGate.Workflows.SameRunner;

/// <summary>
/// Fetches a pull request's target branch, and the history back to its merge base with HEAD, into a clone that lacks
/// them. <c>actions/checkout</c> fetches one commit unless told <c>fetch-depth: 0</c>, and a team that adds PerfGate to
/// a workflow it already has keeps that default; the checkout leaves its credentials for <c>git fetch</c>, so the gate
/// can fetch what it needs instead of failing every such team's first run.
/// </summary>
internal static class BaseBranchFetch
{
    // A network that hangs must not hold the gate: past this, the fetch counts as failed and PG0011 says so.
    private static readonly TimeSpan Timeout = TimeSpan.FromMinutes(5);

    // Commits fetched from the base branch's tip and from HEAD, then deepened by the others in turn until the two
    // histories meet: most pull requests branch off within the first step. Past the last, the whole history is fetched.
    // (The first step is a depth, as it is the branch's first fetch; a deepening from no boundary fetches everything.)
    private static readonly int[] Steps = [50, 450, 4500];

    /// <param name="head">HEAD's commit: in a shallow clone its history is fetched too, or the two never meet.</param>
    /// <returns>Null when <c>origin/<paramref name="branch"/></c> and the merge base are now in the clone; otherwise why
    /// not, in a few words (git's own message where it gave one).</returns>
    public static string? Run(string directory, string branch, string head, TextWriter progress)
    {
        if (!GitProcess.Run(directory, GitProcess.LocalTimeout, "remote", "get-url", GitNames.Remote).Ok)
        {
            return $"the clone has no remote '{GitNames.Remote}' to fetch it from";
        }

        var shallow = GitProcess.Run(directory, GitProcess.LocalTimeout, "rev-parse", "--is-shallow-repository") is { Ok: true, Text: "true" };
        var refspec = $"+refs/heads/{branch}:refs/remotes/{GitNames.RemoteTracking(branch)}";
        progress.WriteLine(shallow
            ? $"PerfGate: the clone is shallow: fetching {GitNames.RemoteTracking(branch)} and the history back to its merge base with HEAD"
            : $"PerfGate: the clone lacks {GitNames.RemoteTracking(branch)}: fetching it");
        var stopwatch = Stopwatch.StartNew();
        if (!shallow)
        {
            return Fetch(directory, ["--no-tags", GitNames.Remote, refspec])
                ?? Fetched(progress, branch, "the branch", stopwatch);
        }

        // A depth below what HEAD already has would cut its history short.
        var present = GitProcess.Run(directory, GitProcess.LocalTimeout, "rev-list", "--count", head) is { Ok: true } count
            && int.TryParse(count.Text, CultureInfo.InvariantCulture, out var n) ? n : 1;
        var depth = 0;
        foreach (var step in Steps)
        {
            var deepen = depth == 0 ? $"--depth={Math.Max(step, present)}" : $"--deepen={step}";
            depth = depth == 0 ? Math.Max(step, present) : depth + step;
            if (Fetch(directory, ["--no-tags", deepen, GitNames.Remote, head, refspec]) is { } failure)
            {
                return failure;
            }

            if (BaseRevisionResolver.MergeBase(directory, GitNames.RemoteTracking(branch), head) is not null)
            {
                return Fetched(progress, branch, $"{depth} commits of history", stopwatch);
            }
        }

        return Fetch(directory, ["--no-tags", "--unshallow", GitNames.Remote, head, refspec])
            ?? Fetched(progress, branch, "the whole history", stopwatch);
    }

    private static string? Fetch(string directory, string[] arguments) =>
        GitProcess.Run(directory, Timeout, ["fetch", "--quiet", .. arguments]) is { Ok: false } fetched
            ? $"git fetch failed: {fetched.Failure}"
            : null;

    private static string? Fetched(TextWriter progress, string branch, string what, Stopwatch stopwatch)
    {
        progress.WriteLine($"PerfGate: fetched {GitNames.RemoteTracking(branch)} ({what}) in {stopwatch.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s");
        return null;
    }
}
