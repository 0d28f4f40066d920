using PerfGate.Explaining;
using PerfGate.Options;
using PerfGate.Processes;
using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Explaining;

/// <summary>
/// The whole explanation on real launches: tests/Fixtures/TinyBenchmarks built into a temporary folder, one of its
/// benchmarks profiled twice from the same build (A/A), read back, compared, its files written. About 40 s on a busy
/// 2-core machine, most of it the build and two launches with BenchmarkDotNet's automatic warmup.
/// </summary>
public sealed class TimeExplainerLaunchTests : IDisposable
{
    private const string Case = "TinyBenchmarks.Hashing.Sha256IntoSpan";

    private readonly TempDirectory _directory = new();

    [Fact]
    public async Task The_same_build_on_both_sides_is_profiled_read_and_compared_with_its_files_kept()
    {
        var assembly = await BuildTinyBenchmarksAsync();
        var artifacts = _directory.File("artifacts");
        var side = new BenchmarkRunOptions(assembly, artifacts, "PerfGate", BenchmarkJob.Ci, Verbose: false);
        var unchanged = WithPairs(GateEvaluator.Evaluate(
            SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Case, 1_000, 0)), SyntheticRuns.Run(SyntheticRuns.Benchmark(Case, 1_000, 0)), GateSettings.Default));
        var output = new StringWriter();
        // EventPipe's sampler, which a machine without perf gets (a hosted CI runner); the next test takes perf where it samples.
        var explainer = new TimeExplainer(new BenchmarkRunner(output), output, Path.Combine(artifacts, "time-profiles"), artifacts, perf: false);

        var explained = await explainer.ExplainAsync(unchanged, TimeExplanationMode.Always, side, side, CancellationToken.None);

        var why = Assert.Single(explained.Benchmarks).Time!.Explanation;
        Assert.NotNull(why);
        Assert.True(why.HeadSamples >= TimeSampling.MinimumSamples && why.BaseSamples >= TimeSampling.MinimumSamples, $"{why.Note}\n{output}");
        Assert.True(why.HeadNsPerOperation > 0 && why.BaseNsPerOperation > 0, output.ToString());
        // Whether an A/A names nothing is a statistical claim about a quiet machine, tested on simulated samples
        // (TimeComparisonTests) and measured by eval/explain/time-cases.sh; here, on whatever machine runs the tests (CI
        // runs two test lanes side by side, and one launch of a side ran ×2 there), only that both sides were read and
        // compared: every named method carries its interval.
        Assert.All(why.Methods, m => Assert.True(m.Lower <= m.Upper, m.Method));
        var files = why.Files!;
        Assert.All(new[] { files.HeadProfile, files.BaseProfile!, files.FlameGraph! }, f => Assert.True(File.Exists(Path.Combine(artifacts, f)), f));
        var speedscope = await File.ReadAllTextAsync(Path.Combine(artifacts, files.HeadProfile));
        Assert.Contains("\"type\":\"sampled\"", speedscope, StringComparison.Ordinal);
        Assert.Contains("Hashing.Sha256IntoSpan", speedscope, StringComparison.Ordinal);
        Assert.Contains("Hashing.Sha256IntoSpan", await File.ReadAllTextAsync(Path.Combine(artifacts, files.FlameGraph!)), StringComparison.Ordinal);
    }

    [Fact]
    public async Task Where_perf_samples_a_loop_without_calls_keeps_its_own_time()
    {
        const string loop = "TinyBenchmarks.LoopThenCopy.MixThenCopy";
        var assembly = await BuildTinyBenchmarksAsync();
        var artifacts = _directory.File("artifacts");
        var head = new BenchmarkRunOptions(assembly, artifacts, "PerfGateExplain", BenchmarkJob.Ci, Verbose: false);
        var measured = GateEvaluator.Evaluate(
            SyntheticRuns.Baseline(SyntheticRuns.Benchmark(loop, 150, 0)), SyntheticRuns.Run(SyntheticRuns.Benchmark(loop, 150, 0)), GateSettings.Default);
        var output = new StringWriter();

        var explained = await new TimeExplainer(new BenchmarkRunner(output), output, Path.Combine(artifacts, "time-profiles"), artifacts, perf: await PerfSampler.IsUsableAsync())
            .ExplainAsync(measured, TimeExplanationMode.Always, head, null, CancellationToken.None);

        var why = Assert.Single(explained.Benchmarks).Time!.Explanation!;
        Assert.True(why.HeadSamples >= TimeSampling.MinimumSamples, $"{why.Note}\n{output}");
        // Mix's arithmetic is most of an operation; EventPipe's sampler put 70 % of such a loop's samples in the copy's GC
        // poll after it (2026-11-30), so this holds only where perf samples.
        var (leaf, share) = HeaviestLeaf(Path.Combine(artifacts, why.Files!.HeadProfile));
        if (await PerfSampler.IsUsableAsync())
        {
            Assert.Contains("sampled by perf", output.ToString(), StringComparison.Ordinal);
            Assert.True(leaf.StartsWith("TinyBenchmarks.LoopThenCopy.Mix(", StringComparison.Ordinal) && share >= 0.5, $"{leaf}: {share:P0}\n{output}");
        }
    }

    [Fact]
    public async Task Nothing_is_launched_when_no_time_regressed()
    {
        var unchanged = GateEvaluator.Evaluate(
            SyntheticRuns.Baseline(SyntheticRuns.Benchmark(Case, 1_000, 0)), SyntheticRuns.Run(SyntheticRuns.Benchmark(Case, 1_000, 0)), GateSettings.Default);
        var side = new BenchmarkRunOptions(_directory.File("missing.dll"), _directory.File("artifacts"), "PerfGate", BenchmarkJob.Ci, Verbose: false);
        var output = new StringWriter();

        var explained = await new TimeExplainer(new BenchmarkRunner(output, "/bin/false"), output, _directory.File("profiles"), _directory.Path)
            .ExplainAsync(unchanged, TimeExplanationMode.Auto, side, side, CancellationToken.None);

        Assert.Same(unchanged, explained);
        Assert.Equal("", output.ToString());
        Assert.False(Directory.Exists(_directory.File("profiles")));
    }

    // As the same-runner mode's verdict carries them: ln(head ÷ base) of its launch pairs, here a spread of about ±8 %, what
    // launch pairs of one build show on a busy 2-core machine; the profiled pair's own times vary as much.
    private static GateResult WithPairs(GateResult result) => result with
    {
        Benchmarks = [.. result.Benchmarks.Select(b => b with { Time = b.Time! with { PairLogRatios = [0.12, -0.08, 0.03, -0.10, 0.07, -0.04] } })],
    };

    /// <summary>The innermost frame with the most weight in a speedscope file, and its share of the weight.</summary>
    private static (string Leaf, double Share) HeaviestLeaf(string speedscope)
    {
        using var json = System.Text.Json.JsonDocument.Parse(File.ReadAllText(speedscope));
        var frames = json.RootElement.GetProperty("shared").GetProperty("frames").EnumerateArray().Select(f => f.GetProperty("name").GetString()!).ToList();
        var profile = json.RootElement.GetProperty("profiles")[0];
        var leaves = profile.GetProperty("samples").EnumerateArray().Select(stack => frames[stack.EnumerateArray().Last().GetInt32()])
            .Zip(profile.GetProperty("weights").EnumerateArray().Select(w => w.GetDouble()))
            .GroupBy(s => s.First, s => s.Second)
            .Select(g => (Leaf: g.Key, Weight: g.Sum()))
            .ToList();
        var heaviest = leaves.MaxBy(l => l.Weight);
        return (heaviest.Leaf, heaviest.Weight / leaves.Sum(l => l.Weight));
    }

    private async Task<string> BuildTinyBenchmarksAsync()
    {
        var project = Path.Combine(TestData.SourceDirectory(), "..", "Fixtures", "TinyBenchmarks", "TinyBenchmarks.csproj");
        var build = _directory.File("build");
        var run = await ChildProcess.CaptureAsync(
            new ChildProcessStart(DotnetHost.Resolve(), ["build", Path.GetFullPath(project), "-c", "Release", "--artifacts-path", build, "-nologo"], _directory.Path, TimeSpan.FromMinutes(5)),
            CancellationToken.None);
        Assert.True(run.Exit.Succeeded, string.Join('\n', run.Output.TakeLast(30)));
        return Directory.EnumerateFiles(build, "TinyBenchmarks.dll", SearchOption.AllDirectories).First(f => f.Contains("bin", StringComparison.Ordinal));
    }

    public void Dispose() => _directory.Dispose();
}
