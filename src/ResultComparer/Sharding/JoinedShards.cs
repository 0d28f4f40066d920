using PerfGate.Model;

namespace PerfGate.Sharding;

/// <summary>Every shard's results as one run, or why there is nothing to judge: a shard whose benchmarks did not run.</summary>
public sealed record JoinedShards(BenchmarkRun Run, string? Failure);
