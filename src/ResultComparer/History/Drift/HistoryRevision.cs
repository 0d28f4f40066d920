using PerfGate.Git;
using PerfGate.Options;

namespace PerfGate.History.Drift;

/// <summary>Turns what a user names as the anchor or head (a tag, a branch, a short commit) into the full commit.</summary>
internal static class HistoryRevision
{
    /// <param name="option">The option that named it: the message names it as the user spelled it.</param>
    public static string Resolve(string repository, string revision, GateOption option)
    {
        // A full commit needs no repository: the history can be read from a downloaded folder.
        if (GitNames.IsFullCommit(revision))
        {
            return revision.ToLowerInvariant();
        }

        var outcome = GitCommits.Resolve(repository, revision);
        return outcome.Ok && GitNames.IsFullCommit(outcome.Text)
            ? outcome.Text
            : throw new PerfGateInputException(
                option,
                $"unknown revision '{revision}' in '{repository}' ({outcome.Failure ?? "not a commit"}). Name a tag, a branch or a commit of the repository; " +
                "in a shallow clone fetch it first (actions/checkout with fetch-depth: 0, or git fetch --tags).");
    }
}
