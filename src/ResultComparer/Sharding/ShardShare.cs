using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Running;

namespace PerfGate.Sharding;

/// <summary>One matrix job's share of a gate or a recording: list the whole suite, plan it, run only this shard's methods.
/// Every shard plans from the same list and the same costs, so no coordination is needed.</summary>
internal static class ShardShare
{
    /// <param name="run">Null to take the last run's results in <paramref name="layout"/> as this shard's.</param>
    /// <param name="costOf">Empty when there is no baseline yet.</param>
    /// <param name="runs">Runs of the share, into <see cref="RunLayout.RunFolder"/> 1…n, pooled by the join (a recording's PerfGateBaselineRuns).</param>
    /// <param name="against">A same-runner gate's base revision that lacks the benchmark project (<see cref="SameRunnerShare.MissingBase"/>).</param>
    public static async Task<ShardShareResult> RunAsync(
        ShardSpec shard, RunLayout layout, BenchmarkRunOptions? run, IReadOnlyDictionary<string, double> costOf, int runs, BenchmarkRunner runner, TextWriter output,
        CancellationToken cancellationToken, SameRunnerShare? against = null)
    {
        var methods = run is { } options
            ? await BenchmarkLister.ListAsync(options, runner.DotnetPath, cancellationToken).ConfigureAwait(false)
            : [.. ResultsLoader.Load(LastRun.ResultsPath(layout)).Benchmarks.Select(b => BenchmarkMethodKey.Of(b.Id)).Distinct(StringComparer.Ordinal)];
        if (methods.Count == 0)
        {
            throw new PerfGateInputException($"no benchmark in category '{run?.Category ?? GateDefaults.Category}' to share among {shard.Count} shards: nothing measured is never a pass.");
        }

        var plan = ShardPlanner.Plan(methods, shard.Count, costOf);
        var mine = plan.Where(p => p.Value == shard.Index).Select(p => p.Key).Order(StringComparer.Ordinal).ToList();

        string? failure = null;
        var ran = run is null ? 1 : runs;
        if (run is { } share && mine.Count > 0)
        {
            share = share with { Filters = [.. mine.SelectMany(BenchmarkMethodKey.Filters)] };
            for (var attempt = 1; attempt <= ran && failure is null; attempt++)
            {
                if (ran > 1)
                {
                    await output.WriteLineAsync($"PerfGate: shard {shard}, run {attempt} of {ran}").ConfigureAwait(false);
                }

                var outcome = await runner.RunAsync(share with { ArtifactsPath = layout.RunFolder(attempt) }, cancellationToken).ConfigureAwait(false);
                failure = outcome.Succeeded ? null : $"the benchmarks did not run: {outcome.Message}";
            }
        }

        var manifest = new ShardManifest(shard, ShardPlanner.Fingerprint(methods, shard.Count), mine, failure) { Runs = ran, SameRunner = against };
        manifest.Write(layout.ArtifactsPath);
        return new ShardShareResult(manifest, methods.Count);
    }

    /// <summary>BenchmarkDotNet sizes every iteration to about the same time, so a method costs about as much as the iterations its cases recorded.</summary>
    public static IReadOnlyDictionary<string, double> CostOf(BaselineDocument baseline) =>
        baseline.Benchmarks
            .GroupBy(b => BenchmarkMethodKey.Of(b.Id), StringComparer.Ordinal)
            .ToDictionary(g => g.Key, g => (double)g.Sum(b => Math.Max(1, b.SamplesNs.Count)), StringComparer.Ordinal);
}
