using PerfGate.Model;

namespace PerfGate.Sharding;

/// <summary>Every shard's results as one run, or why there is nothing to judge: a shard whose benchmarks did not run.</summary>
internal sealed record JoinedShards(BenchmarkRun Run, string? Failure)
{
    /// <summary>Each run of each shard on its own, holding only that shard's methods: what a recording checks for runs that disagree.</summary>
    public IReadOnlyList<BenchmarkRun> Runs { get; init; } = [];

    /// <summary>Null when the shards measured the head alone, for the committed baseline.</summary>
    public JoinedPairs? SameRunner { get; init; }
}

/// <param name="Share">What every shard measured against (they agree: <see cref="ShardJoin"/> checks).</param>
/// <param name="Base">The base's runs, one per round, every shard's launches of the round together.</param>
internal sealed record JoinedPairs(SameRunnerShare Share, IReadOnlyList<BenchmarkRun> Base, IReadOnlyList<BenchmarkRun> Head);
