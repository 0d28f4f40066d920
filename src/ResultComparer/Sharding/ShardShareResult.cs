namespace PerfGate.Sharding;

/// <summary>What one shard ran (<see cref="ShardShare"/>).</summary>
/// <param name="SuiteMethods">How many benchmark methods the whole suite has.</param>
public sealed record ShardShareResult(ShardManifest Manifest, int SuiteMethods);
