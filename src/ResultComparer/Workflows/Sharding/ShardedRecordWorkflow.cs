using PerfGate.Baseline;
using PerfGate.Running;
using PerfGate.Sharding;

namespace PerfGate.Workflows.Sharding;

/// <summary>
/// <c>perfgate baseline record --shard i/n</c>: one matrix job's share of a baseline recording. It writes no baseline: a
/// share of the suite written as the baseline would drop every other shard's benchmarks, which could then never
/// regress. <see cref="ShardedBaselineWorkflow"/> records all shards once.
/// </summary>
internal static class ShardedRecordWorkflow
{
    public static async Task<ShardManifest> RunAsync(BaselineRecordRequest request, ShardSpec shard, BenchmarkRunner runner, TextWriter output, CancellationToken cancellationToken = default)
    {
        var share = await ShardShare.RunAsync(shard, request.Layout, request.Run, CostOfOldBaseline(request.BaselinePath, output), request.Runs, runner, output, cancellationToken)
            .ConfigureAwait(false);
        output.WriteLine(share.Summary(
            share.Manifest.Runs > 1 ? $", {share.Manifest.Runs} runs" : "",
            "nothing is recorded here: 'perfgate baseline join --shard-results <each shard's artifacts> --baseline …' " +
            $"(-t:PerfGateUpdateBaseline -p:PerfGateShardResults=…) records all {shard.Count} shards as one baseline."));
        return share.Manifest;
    }

    // The baseline being replaced only balances the shards; a first recording has none, and one this perfgate cannot
    // read is what a recording replaces. Every job reads the same file, so every job makes the same plan either way.
    private static IReadOnlyDictionary<string, double> CostOfOldBaseline(string baselinePath, TextWriter output)
    {
        if (!File.Exists(baselinePath))
        {
            return new Dictionary<string, double>();
        }

        try
        {
            return ShardShare.CostOf(BaselineReader.Read(baselinePath));
        }
        catch (PerfGateInputException e)
        {
            output.WriteLine($"PerfGate: the shards are balanced by count, not by the recorded cost: {e.Message}");
            return new Dictionary<string, double>();
        }
    }
}
