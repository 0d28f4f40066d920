using PerfGate.Baseline;
using PerfGate.Running;
using PerfGate.Sharding;
using PerfGate.Verdicts;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Workflows.Sharding;

/// <summary><c>perfgate gate --shard i/n</c>: one matrix job's share of the gate. It decides nothing and posts nothing: a
/// share cannot tell a missing benchmark from one another shard ran; <c>perfgate join</c> judges all shards once.</summary>
internal static class ShardGateWorkflow
{
    public static async Task<ShardManifest> RunAsync(GateRequest request, ShardSpec shard, BenchmarkRunner runner, TextWriter output, CancellationToken cancellationToken = default)
    {
        var baseline = BaselineReader.Read(request.BaselinePath);
        var share = await TimeReferenceResolver.ResolveAsync(request, output).ConfigureAwait(false) is TimeReference.BaseRevision reference
            ? await new SameRunnerGate(runner, runner.DotnetPath, output).RunShareAsync(request, reference, shard, baseline, cancellationToken).ConfigureAwait(false)
            : await ShardShare.RunAsync(shard, request.Layout, request.Run, ShardShare.CostOf(baseline), runs: 1, runner, output, cancellationToken).ConfigureAwait(false);
        output.WriteLine(share.Summary(
            share.Manifest.SameRunner is { MissingBase: null } ? ", each in base/head launch pairs" : "",
            $"nothing is decided here: 'perfgate join --baseline … --shard-results <each shard's artifacts>' judges all {shard.Count} shards once."));
        return share.Manifest;
    }
}
