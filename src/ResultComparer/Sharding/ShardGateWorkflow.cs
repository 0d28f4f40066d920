using System.Globalization;
using PerfGate.Baseline;
using PerfGate.Running;
using PerfGate.Workflows;

namespace PerfGate.Sharding;

/// <summary>
/// <c>perfgate gate --shard i/n</c> (<c>PerfGateShard=i/n</c>): one matrix job's share of the gate. It plans the
/// whole suite, runs only its own methods, and leaves their results and <see cref="ShardManifest"/> in the
/// artifacts folder (<see cref="ShardShare"/>). It decides nothing and posts nothing: a share cannot tell a missing
/// benchmark from one another shard ran, nor comment for the whole pull request; <c>perfgate join</c> does both, once.
/// </summary>
public static class ShardGateWorkflow
{
    /// <exception cref="PerfGateInputException">Bad input (the baseline, no benchmarks to plan).</exception>
    public static async Task<ShardManifest> RunAsync(GateRequest request, ShardSpec shard, BenchmarkRunner runner, TextWriter output, CancellationToken cancellationToken = default)
    {
        var baseline = BaselineReader.Read(request.BaselinePath);
        var (manifest, suite) = await ShardShare.RunAsync(shard, request.Layout, request.Run, ShardShare.CostOf(baseline), runs: 1, runner, output, cancellationToken)
            .ConfigureAwait(false);
        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"PerfGate: shard {shard}: {manifest.Methods.Count} of {suite} benchmark methods{(manifest.Failure is null ? "" : $", {manifest.Failure}")}; " +
            $"nothing is decided here: 'perfgate join --baseline … --shard-results <each shard's artifacts>' judges all {shard.Count} shards once."));
        return manifest;
    }
}
