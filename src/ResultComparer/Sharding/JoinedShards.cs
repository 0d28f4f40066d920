using PerfGate.Model;

namespace PerfGate.Sharding;

/// <summary>Every shard's results as one run, or why there is nothing to judge: a shard whose benchmarks did not run.</summary>
public sealed record JoinedShards(BenchmarkRun Run, string? Failure)
{
    /// <summary>Each run of each shard on its own (a sharded recording's runs), holding only that shard's methods:
    /// what a recording checks for runs that disagree.</summary>
    public IReadOnlyList<BenchmarkRun> Runs { get; init; } = [];
}
