using PerfGate.Ingest;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Sharding;
using PerfGate.Tests.Running;
using PerfGate.Tests.Support;
using PerfGate.Workflows;
using PerfGate.Workflows.Sharding;

namespace PerfGate.Tests.Sharding;

/// <summary>
/// A sharded baseline recording (<c>perfgate baseline record --shard i/n</c>): each shard runs its methods as many
/// times as an unsharded recording runs the suite, and the join pools each shard's runs, so the baseline is the
/// one an unsharded recording of the same runs writes. A shell script stands in for the benchmark app: it lists
/// the methods of real BenchmarkDotNet reports and "runs" by copying those reports (real processes, milliseconds).
/// </summary>
public sealed class ShardedRecordTests : IDisposable
{
    private readonly TempDirectory _temp = new();
    private readonly string _recordings;
    private readonly string _app;
    private readonly int _methodCount;

    public ShardedRecordTests()
    {
        _recordings = _temp.CopyFrom(TestData.Bdn("full"), "recordings", f => !f.Contains("Throwing", StringComparison.Ordinal));
        var methods = ResultsLoader.Load(_recordings).Benchmarks.Select(b => BenchmarkMethodKey.Of(b.Id)).Distinct(StringComparer.Ordinal).ToList();
        _methodCount = methods.Count;
        _app = _temp.File("benchmarks.sh");
        File.WriteAllText(_app, $$"""
            if [ "$1" = "--list" ]; then
              printf '%s\n' {{string.Join(" ", methods)}}
              exit 0
            fi
            {{StandInApp.ReadArtifactsFolder}}
            echo "$artifacts" >> "$0.runs"
            mkdir -p "$artifacts/results"
            cp '{{_recordings}}'/*.json "$artifacts/results/"
            """);
    }

    public void Dispose() => _temp.Dispose();

    [UnixFact]
    public async Task Each_shard_runs_its_share_as_often_as_a_recording_and_the_join_pools_them_into_the_unsharded_baseline()
    {
        var baseline = _temp.File("perfgate-baseline.json");
        var folders = new List<string>();
        var methods = new List<string>();
        foreach (var index in new[] { 1, 2 })
        {
            var layout = new RunLayout(_temp.File($"shard-{index}"));
            var options = new BenchmarkRunOptions(_app, layout.ArtifactsPath, GateDefaults.Category, BenchmarkJob.Dry, Verbose: false);
            var output = new StringWriter();

            // No baseline yet: a first recording plans by count.
            var manifest = await ShardedRecordWorkflow.RunAsync(new BaselineRecordRequest(baseline, layout, options, Runs: 2), new ShardSpec(index, 2), new BenchmarkRunner(output, "/bin/sh"), output);

            Assert.Null(manifest.Failure);
            Assert.Equal(2, ShardManifest.Read(layout.ArtifactsPath).Runs);
            Assert.Contains($"PerfGate: shard {index}/2, run 2 of 2", output.ToString(), StringComparison.Ordinal);
            Assert.Contains($"PerfGate: shard {index}/2: {manifest.Methods.Count} of {_methodCount} benchmark methods, 2 runs; nothing is recorded here", output.ToString(), StringComparison.Ordinal);
            Assert.True(Directory.Exists(RunLayout.ResultsFolder(layout.RunFolder(2))));
            folders.Add(layout.ArtifactsPath);
            methods.AddRange(manifest.Methods);
        }

        Assert.False(File.Exists(baseline));
        // Every method ran in exactly one shard.
        Assert.Equal(_methodCount, methods.Distinct().Count());
        Assert.Equal(_methodCount, methods.Count);
        Assert.Equal(4, File.ReadAllLines(_app + ".runs").Length);
        var whole = _temp.File("whole.json");
        BaselineUpdateWorkflow.Run([_recordings, _recordings], whole, TextWriter.Null);

        var refused = ShardedBaselineWorkflow.Run(folders, baseline, TextWriter.Null, TextWriter.Null);

        Assert.Empty(refused);
        Assert.Equal(File.ReadAllText(whole), File.ReadAllText(baseline));
    }

    [UnixFact]
    public async Task A_shard_planned_with_the_old_baseline_it_cannot_read_plans_by_count_and_says_so()
    {
        var baseline = _temp.File("perfgate-baseline.json");
        File.WriteAllText(baseline, "{ not json");
        var layout = new RunLayout(_temp.File("shard-1"));
        var options = new BenchmarkRunOptions(_app, layout.ArtifactsPath, GateDefaults.Category, BenchmarkJob.Dry, Verbose: false);
        var output = new StringWriter();

        var manifest = await ShardedRecordWorkflow.RunAsync(new BaselineRecordRequest(baseline, layout, options, Runs: 1), new ShardSpec(1, 2), new BenchmarkRunner(output, "/bin/sh"), output);

        Assert.Null(manifest.Failure);
        Assert.Contains("PerfGate: the shards are balanced by count, not by the recorded cost: ", output.ToString(), StringComparison.Ordinal);
        Assert.Equal("{ not json", File.ReadAllText(baseline));
    }
}
