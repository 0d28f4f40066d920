using PerfGate.Workflows;

namespace PerfGate.Sharding;

/// <summary>Everything <c>perfgate join</c> was asked to do: a comparison whose results are every shard's.</summary>
/// <param name="Comparison">The baseline, settings, reports and reporting, as <c>perfgate compare</c> takes them.</param>
/// <param name="ShardFolders">The artifacts folder of each shard.</param>
public sealed record JoinRequest(CompareRequest Comparison, IReadOnlyList<string> ShardFolders)
{
    /// <summary>Time against the committed baseline may fail the join only on machines declared stable, as in the
    /// unsharded gate (<see cref="Verdicts.TimeGatingPolicy"/>). Shards that paired base and head ignore it.</summary>
    public bool StableMachine { get; init; }
}
