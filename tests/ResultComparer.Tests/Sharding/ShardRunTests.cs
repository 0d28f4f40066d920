using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Sharding;
using PerfGate.Tests.Running;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Workflows;
using PerfGate.Workflows.Sharding;

namespace PerfGate.Tests.Sharding;

/// <summary>
/// A shard that runs benchmarks: it lists the suite through the benchmark app (<c>--list flat</c>) and runs its
/// methods only, against a shell script standing in for the app (real processes, milliseconds).
/// </summary>
public sealed class ShardRunTests
{
    private const string App = $$"""
        if [ "$1" = "--list" ]; then
          printf '%s\n' "$@" > "$0.list-args"
          printf '%s\n' '// a banner, not a benchmark' Suite.A.One Suite.A.Two Suite.B.Three Suite.B.Four Suite.C.Five
          exit 0
        fi
        printf '%s\n' "$@" > "$0.run-args"
        {{StandInApp.ReadArtifactsFolder}}
        mkdir -p "$artifacts/results"
        echo '{}' > "$artifacts/results/Suite-report-full.json"
        """;

    [UnixFact]
    public async Task Two_shards_run_every_listed_method_once_each_with_its_own_filters()
    {
        using var temp = new TempDirectory();
        var app = temp.File("benchmarks.sh");
        File.WriteAllText(app, App);
        var baseline = temp.File("perfgate-baseline.json");
        PerfGate.Baseline.BaselineWriter.WriteAtomically(baseline, SyntheticRuns.Baseline(SyntheticRuns.Benchmark("Suite.A.One", 100, 0)));

        var ran = new List<string>();
        foreach (var index in new[] { 1, 2 })
        {
            var layout = new RunLayout(temp.File($"shard-{index}"));
            var options = new BenchmarkRunOptions(app, layout.ArtifactsPath, GateDefaults.Category, BenchmarkJob.Dry, Verbose: false);
            var request = new GateRequest(baseline, layout, options, GateSettings.Default, []);
            var output = new StringWriter();

            var manifest = await ShardGateWorkflow.RunAsync(request, new ShardSpec(index, 2), new BenchmarkRunner(output, "/bin/sh"), output);

            Assert.Null(manifest.Failure);
            var written = ShardManifest.Read(layout.ArtifactsPath);
            Assert.Equal((manifest.Shard, manifest.Fingerprint), (written.Shard, written.Fingerprint));
            Assert.Equal(manifest.Methods, written.Methods);
            Assert.Equal(["--list", "flat", "--anyCategories", GateDefaults.Category], File.ReadAllLines(app + ".list-args"));
            var arguments = File.ReadAllLines(app + ".run-args");
            var filters = arguments.SkipWhile(a => a != "--filter").Skip(1).TakeWhile(a => !a.StartsWith("--", StringComparison.Ordinal));
            Assert.Equal(manifest.Methods.SelectMany(BenchmarkMethodKey.Filters), filters);
            Assert.Contains($"PerfGate: shard {index}/2: {manifest.Methods.Count} of 5 benchmark methods", output.ToString(), StringComparison.Ordinal);
            ran.AddRange(manifest.Methods);
            File.Delete(app + ".run-args");
        }

        Assert.Equal(["Suite.A.One", "Suite.A.Two", "Suite.B.Four", "Suite.B.Three", "Suite.C.Five"], ran.Order(StringComparer.Ordinal));
    }
}
