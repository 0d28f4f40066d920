namespace PerfGate.Sharding;

/// <summary>
/// What a same-runner shard measured against, kept in its <see cref="ShardManifest"/>: the join judges every shard's
/// pairs once, and refuses shards that measured different revisions or budgets.
/// </summary>
/// <param name="Ref">The base asked for (<see cref="Workflows.SameRunner.BaseRevision.Ref"/>).</param>
/// <param name="Commit">The base commit measured.</param>
/// <param name="HeadCommit">The head's commit.</param>
/// <param name="IsMergeBase">Whether <paramref name="Commit"/> is the merge base of <paramref name="Ref"/> and the head.</param>
/// <param name="Pairs">The most pairs a method got (<c>--pairs</c>).</param>
/// <param name="FixedPairs">Every method got all <paramref name="Pairs"/> (<c>--fixed-pairs</c>).</param>
/// <param name="Category">The benchmark category measured.</param>
public sealed record SameRunnerShare(
    string Ref, string Commit, string HeadCommit, bool IsMergeBase, int Pairs, bool FixedPairs, string Category)
{
    /// <summary>The base revision as the report names it (the join has no checkout: no repository root).</summary>
    public Workflows.SameRunner.BaseRevision Revision => new(Ref, Commit, HeadCommit, RepositoryRoot: "", IsMergeBase);

    /// <summary>The same base, head, budget and category: pairs the join may judge together.</summary>
    public bool MeasuredAlike(SameRunnerShare other) =>
        string.Equals(Commit, other.Commit, StringComparison.Ordinal) && string.Equals(HeadCommit, other.HeadCommit, StringComparison.Ordinal) &&
        Pairs == other.Pairs && FixedPairs == other.FixedPairs && string.Equals(Category, other.Category, StringComparison.Ordinal);
}
