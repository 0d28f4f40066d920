namespace PerfGate.Git;

/// <summary>How PerfGate spells a commit for a person and finds a pull request's target branch: one place, so the
/// same-runner mode and the baseline-edit check look for the same refs and print the same commits.</summary>
internal static class GitNames
{
    public const string Remote = "origin";

    /// <summary>The remote-tracking ref <c>actions/checkout</c> leaves when it fetches <paramref name="branch"/>.</summary>
    public static string RemoteTracking(string branch) => $"{Remote}/{branch}";

    /// <summary>Where a pull request's target branch is looked for, in order: the remote-tracking ref, then a local
    /// clone's branch of that name.</summary>
    public static IReadOnlyList<string> BranchCandidates(string branch) => [RemoteTracking(branch), branch];

    /// <summary>A commit's full object name: 40 hex digits in a SHA-1 repository, 64 in a SHA-256 one
    /// (<c>git init --object-format=sha256</c>).</summary>
    public static bool IsFullCommit(string? text) =>
        text is { Length: 40 or 64 } && text.All(char.IsAsciiHexDigit);

    /// <summary>A commit as a person reads it: its first 12 hex digits (unique in any repository people meet).</summary>
    public static string ShortCommit(string? commit) => commit is { Length: > 12 } ? commit[..12] : commit ?? "?";
}
