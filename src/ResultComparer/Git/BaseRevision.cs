namespace PerfGate.Git;

/// <summary>The base revision the same-runner mode measures, resolved in the head's git checkout.</summary>
/// <param name="Ref">What was asked for: <c>origin/main</c> (in a pull request: its base branch) or the <c>--compare-to</c> revision.</param>
/// <param name="Commit">The commit measured: the merge base of <paramref name="Ref"/> and HEAD in a pull request, else <paramref name="Ref"/>'s commit.</param>
/// <param name="HeadCommit">HEAD's commit (the head measured is the working tree as built, which may carry uncommitted edits).</param>
/// <param name="RepositoryRoot">The head checkout's top folder.</param>
internal sealed record BaseRevision(string Ref, string Commit, string HeadCommit, string RepositoryRoot, bool IsMergeBase)
{
    public string ShortCommit => GitNames.ShortCommit(Commit);

    /// <summary>"the merge base with origin/main (3f2a…)" or "the base revision v1.2 (3f2a…)".</summary>
    public string Describe() => IsMergeBase ? $"the merge base with {Ref} ({ShortCommit})" : $"the base revision {Ref} ({ShortCommit})";
}
