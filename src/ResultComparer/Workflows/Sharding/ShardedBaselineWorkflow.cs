using PerfGate.Options;
using PerfGate.Sharding;

namespace PerfGate.Workflows.Sharding;

/// <summary><c>perfgate baseline join</c>: every shard of a sharded recording written as one baseline, never from some of
/// them (<see cref="ShardJoin"/>): a missing shard's benchmarks would silently leave the baseline.</summary>
internal static class ShardedBaselineWorkflow
{
    /// <returns>Why nothing was written (a shard that did not run, a failed benchmark); empty when the baseline was written.</returns>
    public static IReadOnlyList<string> Run(IReadOnlyList<string> shardFolders, string baselinePath, TextWriter output, TextWriter warnings)
    {
        var joined = ShardJoin.Read(shardFolders, warnings);
        if (joined.Failure is { } failure)
        {
            return [$"{failure}; the baseline is unchanged."];
        }

        if (joined.Run.Benchmarks.Count == 0)
        {
            throw new PerfGateInputException(GateOptions.ShardResults, "the shards hold no benchmark; nothing to record. The baseline is unchanged.");
        }

        return BaselineUpdateWorkflow.Record(joined.Run, joined.Runs, $" from {shardFolders.Count} shards", baselinePath, output, warnings);
    }
}
