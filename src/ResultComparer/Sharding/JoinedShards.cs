using PerfGate.Model;

namespace PerfGate.Sharding;

/// <summary>Every shard's results as one run, or why there is nothing to judge: a shard whose benchmarks did not run.</summary>
public sealed record JoinedShards(BenchmarkRun Run, string? Failure)
{
    /// <summary>Each run of each shard on its own (a sharded recording's runs), holding only that shard's methods:
    /// what a recording checks for runs that disagree.</summary>
    public IReadOnlyList<BenchmarkRun> Runs { get; init; } = [];

    /// <summary>The shards measured base/head launch pairs: every shard's, round by round; null for the committed baseline.</summary>
    public JoinedPairs? SameRunner { get; init; }
}

/// <summary>A same-runner gate's launches gathered from every shard.</summary>
/// <param name="Share">What every shard measured against (they agree: <see cref="ShardJoin"/> checks).</param>
/// <param name="Base">The base's runs, one per round, every shard's launches of the round together.</param>
/// <param name="Head">The head's runs, likewise.</param>
public sealed record JoinedPairs(SameRunnerShare Share, IReadOnlyList<BenchmarkRun> Base, IReadOnlyList<BenchmarkRun> Head);
