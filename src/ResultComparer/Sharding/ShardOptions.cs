using PerfGate.Options;

namespace PerfGate.Sharding;

/// <summary>The options of sharding, each with its CLI option and MSBuild property.</summary>
public static class ShardOptions
{
    public static readonly GateOption Shard = new("--shard", "PerfGateShard");

    public static readonly GateOption ShardResults = new("--shard-results", "the artifacts folder of each shard");
}
