using System.Globalization;
using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Running;
using PerfGate.Workflows;

namespace PerfGate.Sharding;

/// <summary>
/// <c>perfgate gate --shard i/n</c> (<c>PerfGateShard=i/n</c>): one matrix job's share of the gate. It plans the
/// whole suite, runs only its own methods, and leaves their results and <see cref="ShardManifest"/> in the
/// artifacts folder. It decides nothing and posts nothing: a share cannot tell a missing benchmark from one
/// another shard ran, nor comment for the whole pull request; <c>perfgate join</c> does both, once.
/// </summary>
public static class ShardGateWorkflow
{
    /// <exception cref="PerfGateInputException">Bad input (the baseline, no benchmarks to plan).</exception>
    public static async Task<ShardManifest> RunAsync(GateRequest request, ShardSpec shard, BenchmarkRunner runner, TextWriter output, CancellationToken cancellationToken = default)
    {
        var baseline = BaselineReader.Read(request.BaselinePath);
        var methods = request.Run is { } options
            ? await BenchmarkLister.ListAsync(options, runner.DotnetPath, cancellationToken).ConfigureAwait(false)
            : [.. ResultsLoader.Load(LastRun.ResultsPath(request.Layout)).Benchmarks.Select(b => BenchmarkMethodKey.Of(b.Id)).Distinct(StringComparer.Ordinal)];
        if (methods.Count == 0)
        {
            throw new PerfGateInputException($"no benchmark in category '{request.Run?.Category ?? "PerfGate"}' to share among {shard.Count} shards: nothing measured is never a pass.");
        }

        // The recorded cost of a method: BenchmarkDotNet sizes every iteration to about the same time, so a
        // method costs about as much as the iterations its cases recorded.
        var cost = baseline.Benchmarks
            .GroupBy(b => BenchmarkMethodKey.Of(b.Id), StringComparer.Ordinal)
            .ToDictionary(g => g.Key, g => (double)g.Sum(b => Math.Max(1, b.SamplesNs.Count)), StringComparer.Ordinal);
        var plan = ShardPlanner.Plan(methods, shard.Count, cost);
        var mine = plan.Where(p => p.Value == shard.Index).Select(p => p.Key).Order(StringComparer.Ordinal).ToList();

        string? failure = null;
        if (request.Run is { } run && mine.Count > 0)
        {
            var share = run with { ArtifactsPath = request.Layout.RunFolder(1), Filters = [.. mine.SelectMany(BenchmarkMethodKey.Filters)] };
            var outcome = await runner.RunAsync(share, cancellationToken).ConfigureAwait(false);
            failure = outcome.Succeeded ? null : $"the benchmarks did not run: {outcome.Message}";
        }

        var manifest = new ShardManifest(shard, ShardPlanner.Fingerprint(methods, shard.Count), mine, failure);
        manifest.Write(request.Layout.ArtifactsPath);
        output.WriteLine(string.Create(
            CultureInfo.InvariantCulture,
            $"PerfGate: shard {shard}: {mine.Count} of {methods.Count} benchmark methods{(failure is null ? "" : $", {failure}")}; " +
            $"nothing is decided here: 'perfgate join --baseline … --shard-results <each shard's artifacts>' judges all {shard.Count} shards once."));
        return manifest;
    }
}
