namespace PerfGate.Workflows.Sharding;

/// <summary>Everything <c>perfgate join</c> was asked to do: a comparison whose results are every shard's.</summary>
internal sealed record JoinRequest(CompareRequest Comparison, IReadOnlyList<string> ShardFolders)
{
    /// <summary>As in the unsharded gate (<see cref="Verdicts.TimeReference.CommittedBaseline"/>); shards that paired base and head ignore it.</summary>
    public bool StableMachine { get; init; }

    /// <summary>Read main's history since an anchor and say in the report when it drifted; null: not read.</summary>
    public PerfGate.History.MainHistoryCheck? MainHistory { get; init; }
}
