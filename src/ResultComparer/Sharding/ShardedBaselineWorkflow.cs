using PerfGate.Baseline;
using PerfGate.Options;
using PerfGate.Workflows;

namespace PerfGate.Sharding;

/// <summary>
/// <c>perfgate baseline join</c>: the results of every shard of a sharded recording, written as one baseline. The
/// same checks as the gate's join come first, so a baseline is never written from some of the shards: the
/// benchmarks of a missing shard would silently leave the baseline and could then never regress.
/// </summary>
public static class ShardedBaselineWorkflow
{
    /// <returns>Why nothing was written (a shard that did not run, a failed benchmark); empty when the baseline was written.</returns>
    /// <exception cref="PerfGateInputException">The shards are incomplete or mixed, or the file cannot be written.</exception>
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

        var failed = BaselineUpdateWorkflow.FailedBenchmarks(joined.Run);
        if (failed.Count > 0)
        {
            return failed;
        }

        BaselineWriter.WriteAtomically(baselinePath, BaselineDocument.FromRun(joined.Run));
        output.WriteLine($"PerfGate: recorded {joined.Run.Benchmarks.Count} benchmark(s) from {shardFolders.Count} shards in {Path.GetFullPath(baselinePath)}");
        BaselineUpdateWorkflow.WarnIfNoisy(joined.Runs, joined.Run, warnings);
        return [];
    }
}
