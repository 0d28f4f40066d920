namespace PerfGate.Sharding;

/// <summary>What a same-runner shard measured against: the join refuses shards that measured different revisions or budgets.</summary>
/// <param name="Ref">The base asked for (<see cref="Git.BaseRevision.Ref"/>).</param>
/// <param name="Pairs">The most pairs a method got (<c>--pairs</c>).</param>
/// <param name="FixedPairs">Every method got all <paramref name="Pairs"/> (<c>--fixed-pairs</c>).</param>
/// <param name="MissingBase">Why nothing was paired: the base revision lacks the benchmark project, so the shard measured its
/// share of the head alone, which the join judges as the unsharded gate does. Null when the shard measured pairs.</param>
internal sealed record SameRunnerShare(
    string Ref, string Commit, string HeadCommit, bool IsMergeBase, int Pairs, bool FixedPairs, string Category, string? MissingBase = null)
{
    /// <summary>The join has no checkout: no repository root.</summary>
    [System.Text.Json.Serialization.JsonIgnore]
    public Git.BaseRevision Revision => new(Ref, Commit, HeadCommit, RepositoryRoot: "", IsMergeBase);

    public bool MeasuredAlike(SameRunnerShare other) =>
        string.Equals(Commit, other.Commit, StringComparison.Ordinal) && string.Equals(HeadCommit, other.HeadCommit, StringComparison.Ordinal) &&
        Pairs == other.Pairs && FixedPairs == other.FixedPairs && string.Equals(Category, other.Category, StringComparison.Ordinal);
}
