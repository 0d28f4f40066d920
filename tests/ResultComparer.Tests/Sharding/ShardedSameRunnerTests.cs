using System.Text.Json.Nodes;
using PerfGate.Baseline;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Sharding;
using PerfGate.Tests.Running;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using PerfGate.Workflows;
using PerfGate.Workflows.SameRunner;
using PerfGate.Workflows.Sharding;

namespace PerfGate.Tests.Sharding;

/// <summary>
/// A sharded same-runner gate judges what one same-runner gate judges, on recorded launch pairs: the sample's gate of
/// a real +25 % slowdown in DataStreamer (eval/recordings/same-runner/sample-idle+seeded25.json: 12 pairs of 5
/// methods, measured by BenchmarkDotNet). The real gate runs, in a real git repository with a real base worktree;
/// only the benchmark app is a stand-in that hands each launch the recorded report of that launch (round, side,
/// method), and the "dotnet build" of the base does nothing. So the unsharded gate and every shard see the very
/// launches the recording holds, stopping where the sequential looks decide.
/// </summary>
public sealed class ShardedSameRunnerTests : IDisposable
{
    /// <summary>A method the base revision lacks: its base launch finds nothing to run, as BenchmarkDotNet's would.</summary>
    private const string NewInHead = "Sample.FastPaths.CallChainBenchmark.ValueTaskFastPath";

    private const int Budget = 12;

    private readonly TempDirectory _temp = new();
    private readonly TempGitRepository _repository = new();
    private readonly string _baseline;
    private readonly string _dotnet;
    private readonly List<string> _methods;

    public ShardedSameRunnerTests()
    {
        var launches = Recorded();
        _methods = [.. launches.Select(l => l.Method).Distinct()];
        // Each launch's recorded report, under the name of the launch folder the gate gives that launch.
        foreach (var launch in launches)
        {
            BdnJson.Write(_temp.File(Path.Combine("launches", InterleavedLaunches.LaunchFolder(launch.Round, launch.IsBase, launch.Method))), SyntheticRuns.Host, [.. launch.Cases]);
        }

        // The committed baseline: the head's first launches (it judges only the allocations of a method the base lacks).
        var results = BdnJson.Write(_temp.File("baseline-results"), SyntheticRuns.Host, [.. launches.Where(l => l is { Round: 1, IsBase: false }).SelectMany(l => l.Cases)]);
        _baseline = _temp.File("perfgate-baseline.json");
        Assert.Equal(0, CliRun.Of("baseline", "update", "--results", results, "--baseline", _baseline).ExitCode);

        _dotnet = _temp.File("dotnet");
        File.WriteAllText(_dotnet, "#!/bin/sh\nif [ \"$1\" = build ]; then echo 'stand-in build: nothing to do'; exit 0; fi\nexec /bin/sh \"$@\"\n");
        if (!OperatingSystem.IsWindows())
        {
            File.SetUnixFileMode(_dotnet, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }

        _repository.Write("bench/Bench.csproj", "<Project />"u8.ToArray());
        _repository.Write("bench/bin/Bench.sh", System.Text.Encoding.UTF8.GetBytes($$"""
            if [ "$1" = "--list" ]; then printf '%s\n' {{string.Join(' ', _methods)}}; exit 0; fi
            {{StandInApp.ReadArtifactsFolder}}
            recorded="{{_temp.File("launches")}}/$(basename "$artifacts")"
            if [ -d "$recorded" ]; then
              echo '// ***** Found 1 benchmark(s) in total *****'
              echo '// Benchmark: recorded'
              mkdir -p "$artifacts/results"
              cp "$recorded"/*.json "$artifacts/results/"
            else
              echo "The filter '$3' returned 0 benchmarks"
            fi

            """.ReplaceLineEndings("\n")));
        _repository.Commit("base");
        _repository.Write("README.md", "the head"u8.ToArray());
        _repository.Commit("head");
    }

    public void Dispose()
    {
        _repository.Dispose();
        _temp.Dispose();
    }

    [UnixTheory]
    [InlineData(2)]
    [InlineData(3)]
    public async Task Shards_joined_give_the_verdicts_of_one_same_runner_gate(int shards)
    {
        var reference = new TimeReference.BaseRevision(BaseRevisionResolver.Resolve("HEAD~1", mergeBase: false, _repository.File("bench")));
        using var output = new StringWriter();
        var gate = new SameRunnerGate(new BenchmarkRunner(output, _dotnet), _dotnet, output);
        var whole = await gate.RunAsync(Request("whole"), reference, BaselineReader.Read(_baseline), CancellationToken.None);
        var expected = JsonNode.Parse(GateReportFile.Serialize(GateReportBuilder.From(whole)))!;

        var folders = new List<string>();
        for (var index = 1; index <= shards; index++)
        {
            var request = Request($"shard-{index}-of-{shards}");
            var share = await gate.RunShareAsync(request, reference, new ShardSpec(index, shards), BaselineReader.Read(_baseline), CancellationToken.None);
            Assert.Null(share!.Manifest.Failure);
            folders.Add(request.Layout.ArtifactsPath);
        }

        var joined = CliRun.Of(["join", "--baseline", _baseline, .. folders.SelectMany(f => new[] { "--shard-results", f }), "--report", $"json={_temp.File("joined.json")}"]);

        Assert.True(joined.ExitCode == 1, joined.Output + joined.Error);
        var report = JsonNode.Parse(File.ReadAllText(_temp.File("joined.json")))!;
        Assert.True(JsonNode.DeepEquals(expected["benchmarks"], report["benchmarks"]), $"expected {expected["benchmarks"]}\njoined {report["benchmarks"]}");
        Assert.True(JsonNode.DeepEquals(expected["comparison"], report["comparison"]), report["comparison"]!.ToJsonString());
        // The recording holds what the test must tell apart: the real slowdown, unchanged code, methods decided at the
        // early look and methods that took more pairs, and a method the base lacks (no pairs, so no time verdict).
        var benchmarks = report["benchmarks"]!.AsArray().Select(b => b!).ToList();
        Assert.Equal("regressed", Status(benchmarks, "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)"));
        Assert.Equal("unchanged", Status(benchmarks, "Sample.Caching.ProfileCacheBenchmark.Hit"));
        var pairs = benchmarks.Select(b => b["time"]?["currentLaunchCount"]?.GetValue<int>()).OfType<int>().Distinct().Order().ToList();
        Assert.True(pairs.Count > 1 && pairs[0] == GateDefaults.SameRunnerEarlyUnchangedPairs, $"pairs per case: {string.Join(", ", pairs)}");
        var newCases = benchmarks.Where(b => b["id"]!.GetValue<string>().StartsWith(NewInHead + "(", StringComparison.Ordinal)).ToList();
        Assert.Equal(2, newCases.Count);
        Assert.All(newCases, b => Assert.True(b["time"] is null && b["allocation"]!["status"]!.GetValue<string>() == "unchanged", b.ToJsonString()));
        Assert.Equal("same-runner", report["comparison"]!["mode"]!.GetValue<string>());
        // Every method was measured in exactly one shard, and each shard's launches are its own methods'.
        var methods = folders.SelectMany(f => ShardManifest.Read(f).Methods).ToList();
        Assert.Equal(_methods.Order(StringComparer.Ordinal), methods.Order(StringComparer.Ordinal));
        foreach (var folder in folders)
        {
            var own = ShardManifest.Read(folder).Methods;
            Assert.All(Directory.GetDirectories(RunLayout.SameRunnerFolder(folder), "r*"), d => Assert.Contains(own, m => d.EndsWith("-" + m, StringComparison.Ordinal)));
        }
    }

    [UnixFact]
    public async Task Shards_that_measured_different_base_commits_are_not_joined()
    {
        var reference = new TimeReference.BaseRevision(BaseRevisionResolver.Resolve("HEAD~1", mergeBase: false, _repository.File("bench")));
        using var output = new StringWriter();
        var gate = new SameRunnerGate(new BenchmarkRunner(output, _dotnet), _dotnet, output);
        var folders = new List<string>();
        foreach (var index in new[] { 1, 2 })
        {
            var request = Request($"shard-{index}");
            await gate.RunShareAsync(request, reference, new ShardSpec(index, 2), BaselineReader.Read(_baseline), CancellationToken.None);
            folders.Add(request.Layout.ArtifactsPath);
        }

        // The second job measured another base (the base branch moved between the jobs).
        var manifest = Path.Combine(folders[1], ShardManifest.FileName);
        var edited = JsonNode.Parse(File.ReadAllText(manifest))!;
        edited["sameRunner"]!["commit"] = new string('c', 40);
        File.WriteAllText(manifest, edited.ToJsonString());

        var joined = CliRun.Of("join", "--baseline", _baseline, "--shard-results", folders[0], "--shard-results", folders[1]);

        Assert.Equal(2, joined.ExitCode);
        Assert.Contains("the jobs compared with different bases or budgets. Re-run the whole matrix.", joined.Error, StringComparison.Ordinal);
        Assert.Contains("measured the base revision HEAD~1 (cccccccccccc) beside head", joined.Error, StringComparison.Ordinal);
    }

    [UnixFact]
    public async Task A_pull_request_whose_base_lacks_the_benchmark_project_gets_one_answer_sharded_or_not()
    {
        // The pull request adds the benchmark project: its base has nothing to pair with, so time has no verdicts and
        // allocations gate against the committed baseline; one case allocates 72 B/op more than the baseline says.
        using var repository = new TempGitRepository();
        repository.Write("README.md", "the base, before any benchmark"u8.ToArray());
        repository.Commit("base");
        var headCases = Recorded().Where(l => l is { Round: 1, IsBase: false }).SelectMany(l => l.Cases).ToList();
        headCases[0] = headCases[0] with { BytesAllocatedPerOperation = headCases[0].BytesAllocatedPerOperation + 72 };
        var results = BdnJson.Write(_temp.File("head-results"), SyntheticRuns.Host, [.. headCases]);
        repository.Write("bench/Bench.csproj", "<Project />"u8.ToArray());
        repository.Write("bench/bin/Bench.sh", System.Text.Encoding.UTF8.GetBytes($$"""
            if [ "$1" = "--list" ]; then printf '%s\n' {{string.Join(' ', _methods)}}; exit 0; fi
            {{StandInApp.ReadArtifactsFolder}}
            echo '// ***** Found 1 benchmark(s) in total *****'
            mkdir -p "$artifacts/results"
            cp "{{results}}"/*.json "$artifacts/results/"

            """.ReplaceLineEndings("\n")));
        repository.Commit("head: the benchmarks");
        using var output = new StringWriter();
        var runner = new BenchmarkRunner(output, _dotnet);

        var reference = new TimeReference.BaseRevision(BaseRevisionResolver.Resolve("HEAD~1", mergeBase: false, repository.File("bench")));
        var whole = await new SameRunnerGate(runner, _dotnet, output).RunAsync(Request("whole", repository), reference, BaselineReader.Read(_baseline), CancellationToken.None);
        var folders = new List<string>();
        foreach (var index in new[] { 1, 2 })
        {
            var request = Request($"missing-base-shard-{index}", repository) with { CompareTo = CompareTo.Parse("HEAD~1") };
            await ShardGateWorkflow.RunAsync(request, new ShardSpec(index, 2), runner, output);
            folders.Add(request.Layout.ArtifactsPath);
        }

        var joined = CliRun.Of(["join", "--baseline", _baseline, .. folders.SelectMany(f => new[] { "--shard-results", f }), "--report", $"json={_temp.File("missing-base.json")}"]);

        var expected = JsonNode.Parse(GateReportFile.Serialize(GateReportBuilder.From(whole)))!;
        var report = JsonNode.Parse(File.ReadAllText(_temp.File("missing-base.json")))!;
        Assert.True(JsonNode.DeepEquals(expected["comparison"], report["comparison"]), $"expected {expected["comparison"]}\njoined {report["comparison"]}");
        Assert.True(JsonNode.DeepEquals(expected["benchmarks"], report["benchmarks"]), $"expected {expected["benchmarks"]}\njoined {report["benchmarks"]}");
        Assert.True(JsonNode.DeepEquals(expected["diagnostics"], report["diagnostics"]), $"expected {expected["diagnostics"]}\njoined {report["diagnostics"]}");
        Assert.Contains(report["diagnostics"]!.AsArray(), d => d!["code"]!.GetValue<string>() == "PG0221");
        Assert.Equal(("same-runner", false), (report["comparison"]!["mode"]!.GetValue<string>(), report["comparison"]!["timeGates"]!.GetValue<bool>()));
        Assert.Contains("The benchmark project bench/Bench.csproj is not in the base revision HEAD~1", report["comparison"]!["note"]!.GetValue<string>(), StringComparison.Ordinal);
        var benchmarks = report["benchmarks"]!.AsArray().Select(b => b!).ToList();
        Assert.All(benchmarks, b => Assert.Null(b["time"]));
        Assert.Equal("regressed", Status(benchmarks, headCases[0].Id));
        Assert.True(joined.ExitCode == 1, joined.Output + joined.Error);
    }

    private GateRequest Request(string artifacts, TempGitRepository? repository = null)
    {
        repository ??= _repository;
        var layout = new RunLayout(_temp.File(artifacts));
        var run = new BenchmarkRunOptions(repository.File("bench/bin/Bench.sh"), layout.ArtifactsPath, GateDefaults.Category, BenchmarkJob.Ci, Verbose: false);
        // The join has no builds to profile, so neither does the one gate it is held to.
        return new GateRequest(_baseline, layout, run, GateSettings.Default, []) { ProjectPath = repository.File("bench/Bench.csproj"), Pairs = Budget, ExplainAllocations = false, ExplainTime = TimeExplanationMode.Never, Select = SelectMode.All };
    }

    private static string Status(List<JsonNode> benchmarks, string id) =>
        benchmarks.Single(b => b["id"]!.GetValue<string>() == id)["status"]!.GetValue<string>();

    private sealed record Launch(int Round, bool IsBase, string Method, IReadOnlyList<BenchmarkResult> Cases);

    /// <summary>The recording's launches, without <see cref="NewInHead"/>'s base launches (the base "lacks" it).</summary>
    private static List<Launch> Recorded()
    {
        var recording = JsonNode.Parse(File.ReadAllText(TestData.In("recordings", "sample-idle+seeded25.json")))!;
        return [.. recording["launches"]!.AsArray()
            .Select(l => new Launch(
                l!["round"]!.GetValue<int>(),
                l["side"]!.GetValue<string>() == "base",
                l["method"]!.GetValue<string>(),
                [.. l["cases"]!.AsObject().Select(c => new BenchmarkResult(
                    c.Key,
                    [.. c.Value!["samples"]!.AsArray().Select(s => s!.GetValue<double>())],
                    c.Value["bytes"]?.GetValue<long?>()))]))
            .Where(l => l.Method != NewInHead || !l.IsBase)];
    }
}
