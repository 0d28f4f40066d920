using System.Globalization;
using PerfGate.Baseline;
using PerfGate.Running;
using PerfGate.Workflows;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Sharding;

/// <summary>
/// <c>perfgate gate --shard i/n</c> (<c>PerfGateShard=i/n</c>): one matrix job's share of the gate. It plans the
/// whole suite, runs only its own methods, and leaves their results and <see cref="ShardManifest"/> in the
/// artifacts folder: in the same-runner mode each method's base/head launch pairs (<see cref="SameRunnerGate.RunShareAsync"/>),
/// else the head's results for the committed baseline (<see cref="ShardShare"/>). It decides nothing and posts nothing:
/// a share cannot tell a missing benchmark from one another shard ran, nor comment for the whole pull request;
/// <c>perfgate join</c> does both, once.
/// </summary>
public static class ShardGateWorkflow
{
    /// <exception cref="PerfGateInputException">Bad input (the baseline, no benchmarks to plan).</exception>
    /// <exception cref="SameRunnerException">The same-runner share's base could not be found, checked out or built.</exception>
    public static async Task<ShardManifest> RunAsync(GateRequest request, ShardSpec shard, BenchmarkRunner runner, TextWriter output, CancellationToken cancellationToken = default)
    {
        var baseline = BaselineReader.Read(request.BaselinePath);
        var revision = await BaseRevisionResolver.ForAsync(request, output).ConfigureAwait(false);
        var paired = revision is null
            ? null
            : await new SameRunnerGate(runner, runner.DotnetPath, output).RunShareAsync(request, revision, shard, baseline, cancellationToken).ConfigureAwait(false);
        // The committed baseline's share; also when the base revision lacks the benchmark project (new since then).
        var (manifest, suite) = paired
            ?? await ShardShare.RunAsync(shard, request.Layout, request.Run, ShardShare.CostOf(baseline), runs: 1, runner, output, cancellationToken).ConfigureAwait(false);
        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"PerfGate: shard {shard}: {manifest.Methods.Count} of {suite} benchmark methods{(manifest.SameRunner is null ? "" : ", each in base/head launch pairs")}" +
            $"{(manifest.Failure is null ? "" : $", {manifest.Failure}")}; " +
            $"nothing is decided here: 'perfgate join --baseline … --shard-results <each shard's artifacts>' judges all {shard.Count} shards once."));
        return manifest;
    }
}
