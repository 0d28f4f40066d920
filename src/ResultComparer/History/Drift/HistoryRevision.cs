using PerfGate.Git;

namespace PerfGate.History.Drift;

/// <summary>Turns what a user names as the anchor or head (a tag, a branch, a short commit) into the full commit.</summary>
public static class HistoryRevision
{
    private static readonly TimeSpan GitLimit = TimeSpan.FromSeconds(30);

    /// <param name="option">The option that named it, for the message.</param>
    public static string Resolve(string repository, string revision, string option)
    {
        // A full commit needs no repository: the history can be read from a downloaded folder.
        if (revision.Length == 40 && revision.All(Uri.IsHexDigit))
        {
            return revision.ToLowerInvariant();
        }

        var outcome = GitCommits.Resolve(repository, revision, GitLimit);
        return outcome.Ok && outcome.Text.Length == 40
            ? outcome.Text
            : throw new PerfGateInputException(
                $"{option}: unknown revision '{revision}' in '{repository}' ({outcome.Failure ?? "not a commit"}). Name a tag, a branch or a commit of the repository; " +
                "in a shallow clone fetch it first (actions/checkout with fetch-depth: 0, or git fetch --tags).");
    }
}
