using System.Globalization;
using System.Text.Json;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// The same-runner mode for real: a copy of the sample made a git repository with two commits, the base fast and
/// the head with a seeded slowdown; <c>dotnet build -t:PerfGate -p:PerfGateCompareTo=HEAD~1</c> checks the base out
/// in a worktree, builds it, measures both in pairs per benchmark method (base and head back to back) and fails on the
/// slowdown, naming the base commit.
/// </summary>
/// <remarks>
/// A class of its own, not a part of <see cref="SampleRepoGateTests"/>: it compares two revisions of the sample and never
/// reads that fixture's baseline, so it needs none recorded, and eng/test.sh can run its three to four minutes in the
/// lane that has them to spare rather than after the sample's other tests.
/// </remarks>
[Trait("Category", "EndToEnd")]
public sealed class SampleRepoSameRunnerTests(ITestOutputHelper output) : IDisposable
{
    private const string SlowedInHead = "Sample.Tasks.CompletedTaskBenchmark.SynchronousOperation";
    private const string PairedCategory = "Paired";
    private const string SeededAllocation = "Sample.Caching.ProfileCacheBenchmark.Hit";

    private readonly string root = Path.Combine(Path.GetTempPath(), "perfgate-e2e", "same-runner-" + Guid.NewGuid().ToString("N")[..8]);

    [Fact]
    public void The_same_runner_mode_measures_the_base_revision_beside_the_head_and_fails_on_a_seeded_slowdown()
    {
        // The sample as committed, its baseline too, with the packed PerfGate in its folder feed.
        var repository = Path.Combine(root, "same-runner-repo");
        SampleRepoFixture.CopyDirectory(Path.Combine(SampleRepoFixture.RepositoryRoot, "sample-repo"), repository);
        File.Copy(PackedPerfGate.Package, Path.Combine(repository, ".packages", Path.GetFileName(PackedPerfGate.Package)));
        // Two of the five tagged methods, picked by a category of their own: every method costs 16 launches here, and
        // two show all this test checks (one slowed, one that keeps its launches to its own cases).
        var benchmarks = Path.Combine(repository, "benchmarks", "Sample.Benchmarks");
        foreach (var file in new[] { Path.Combine("Tasks", "CompletedTaskBenchmark.cs"), Path.Combine("Caching", "ProfileCacheBenchmark.cs") })
        {
            var path = Path.Combine(benchmarks, file);
            File.WriteAllText(path, File.ReadAllText(path).Replace("[BenchmarkCategory(\"PerfGate\")]", $"[BenchmarkCategory(\"PerfGate\", \"{PairedCategory}\")]", StringComparison.Ordinal));
        }

        Git(repository, "init", "-q", "-b", "main");
        Commit(repository, "base: the sample, two methods also in a category of their own");
        var baseCommit = Git(repository, "rev-parse", "HEAD");
        var benchmark = Path.Combine(benchmarks, "Tasks", "CompletedTaskBenchmark.cs");
        // About 20 ns become a few hundred: far beyond any widened limit, whatever the machine's load.
        File.WriteAllText(benchmark, File.ReadAllText(benchmark).Replace(
            "    public Task<string> SynchronousOperation() =>\n",
            "    public Task<string> SynchronousOperation()\n    {\n        Thread.SpinWait(200);\n        return Slow();\n    }\n\n    private Task<string> Slow() =>\n",
            StringComparison.Ordinal));
        // And an allocation seed (Task where ValueTask was, in the cache's hit path) in the other method, so the gate
        // profiles both sides of it and names what the change made it allocate.
        var props = Path.Combine(repository, "Directory.Build.props");
        File.WriteAllText(props, File.ReadAllText(props).Replace("<Deterministic>true</Deterministic>", "<Deterministic>true</Deterministic>\n    <SampleRegression>CacheTask</SampleRegression>", StringComparison.Ordinal));
        Commit(repository, "head: a seeded slowdown and a seeded allocation");

        var gate = DotnetCli.Run(
            benchmarks,
            new Dictionary<string, string> { ["PerfGateVersion"] = PackedPerfGate.Version },
            TimeSpan.FromMinutes(20),
            ["build", "-t:PerfGate", "-nr:false", "-tl:off", "-p:PerfGateCompareTo=HEAD~1", "-p:PerfGateSameRunnerPairs=8", $"-p:PerfGateCategory={PairedCategory}"]);

        Report("gate, same-runner mode, seeded slowdown in the head", gate);
        Assert.True(gate.ExitCode != 0, gate.ToString());
        Assert.Contains($"error PG0102: {SlowedInHead}: time ", gate.Output, StringComparison.Ordinal);
        // PerfGateSameRunnerPairs reaches the tool as the budget: at most 8 rounds, each pairing every undecided method's
        // base and head launches; 8 is also the first look, so every method gets exactly 8.
        Assert.Contains("PerfGate: launch pair 8 of at most 8", gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("launch pair 9", gate.Output, StringComparison.Ordinal);
        // One count over the whole gate's launches, ending where it said it would.
        var launchCounts = System.Text.RegularExpressions.Regex.Matches(gate.Output, @"PerfGate: \[launch (\d+)/(\d+)\] (?:base|head) ").ToList();
        Assert.NotEmpty(launchCounts);
        Assert.Equal(launchCounts[^1].Groups[2].Value, launchCounts[^1].Groups[1].Value);
        Assert.DoesNotContain("building them with BenchmarkDotNet", gate.Output, StringComparison.Ordinal);
        var launches = Path.Combine(benchmarks, "obj", "perfgate", "same-runner");
        // Both sides launch from copies whose harness crossgen2 (restored from the feed) compiled ahead of time.
        foreach (var side in new[] { "base", "head" })
        {
            Assert.Contains(
                $"PerfGate: {side}: BenchmarkDotNet.dll, BenchmarkDotNet.Annotations.dll, CommandLine.dll, Perfolizer.dll, Pragmastat.dll compiled ahead of time for its launches",
                gate.Output,
                StringComparison.Ordinal);
            var log = File.ReadLines(Path.Combine(launches, $"r01-{side}-{SlowedInHead}", "perfgate-run.log")).Take(3).ToList();
            Assert.Contains(Path.Combine(launches, "harness", side, "Sample.Benchmarks.dll"), log[0], StringComparison.Ordinal);
            // Both sides tier up before they measure: the runtime's call-counting delay is off in every launch.
            Assert.Equal("// environment added: DOTNET_TC_CallCountingDelayMs=0", log[2]);
            Assert.DoesNotContain("--warmupCount", log[0], StringComparison.Ordinal);
        }

        foreach (var side in new[] { "base", "head" })
        {
            // One folder per launch: round, side and method; only that method's cases in it.
            var folder = Path.Combine(launches, $"r08-{side}-{SlowedInHead}", "results");
            var reports = Directory.GetFiles(folder, "*-report-full*.json");
            Assert.NotEmpty(reports);
            Assert.All(reports, r => Assert.DoesNotContain("ProfileCacheBenchmark", File.ReadAllText(r), StringComparison.Ordinal));
        }

        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(benchmarks, "obj", "perfgate", "perfgate-report.json")));
        var comparison = report.RootElement.GetProperty("comparison");
        Assert.Equal("same-runner", comparison.GetProperty("mode").GetString());
        Assert.Equal(baseCommit, comparison.GetProperty("baseCommit").GetString());
        Assert.Equal(8, comparison.GetProperty("pairs").GetInt32());
        Assert.True(comparison.GetProperty("timeGates").GetBoolean());
        // Every report says how its launches ran.
        Assert.Contains("call-counting delay off (DOTNET_TC_CallCountingDelayMs=0) and, in the ci job, BenchmarkDotNet's automatic warmup", comparison.GetProperty("note").GetString(), StringComparison.Ordinal);
        // What each method cost: its pairs, and whether its time was profiled.
        foreach (var judged in report.RootElement.GetProperty("benchmarks").EnumerateArray())
        {
            if (!judged.TryGetProperty("time", out var verdict) || verdict.ValueKind != JsonValueKind.Object)
            {
                continue;
            }

            output.WriteLine($"{judged.GetProperty("id").GetString()}: time {verdict.GetProperty("status").GetString()} after " +
                $"{(verdict.TryGetProperty("pairRatios", out var ratios) ? ratios.GetArrayLength() : 0)} pairs, explained: {verdict.TryGetProperty("explanation", out _)}");
        }

        var slowed = report.RootElement.GetProperty("benchmarks").EnumerateArray().Single(b => b.GetProperty("id").GetString() == SlowedInHead);
        Assert.Equal("regressed", slowed.GetProperty("time").GetProperty("status").GetString());
        // What the run could see is reported with every paired verdict.
        Assert.True(slowed.GetProperty("time").TryGetProperty("couldSee", out _));
        // And where the extra time went (PerfGateExplainTime=auto: a regressed time is explained): a CPU-sampled launch per
        // side names the spin the head added (Thread's code), or the benchmark method it now runs in.
        // A machine as loaded as this one is during the test run can starve the sampler below the explainer's floor; then the
        // explanation says so (its note) and names nothing, which is right.
        var timeExplanation = slowed.GetProperty("time").GetProperty("explanation");
        Assert.Equal("head-and-base", timeExplanation.GetProperty("sides").GetString());
        var named = timeExplanation.GetProperty("methods").EnumerateArray().Select(m => m.GetProperty("method").GetString()!).ToList();
        output.WriteLine($"time explanation: {timeExplanation}");
        output.WriteLine("head profile, most exclusive ns/op: " + string.Join("; ", MostExclusive(Path.Combine(benchmarks, "obj", "perfgate", timeExplanation.GetProperty("files").GetProperty("headProfile").GetString()!))));
        if (timeExplanation.GetProperty("headSamples").GetInt32() >= 2_400 && timeExplanation.GetProperty("baseSamples").GetInt32() >= 2_400)
        {
            // The spin runs in Thread's own code (sampled by EventPipe, its loop's GC poll, "Thread.PollGC (lambda)", holds the
            // samples), or, sampled by perf, in the frame the benchmark was inlined into, BenchmarkDotNet's Runnable_0.__Workload.
            var inlined = timeExplanation.GetProperty("methods").EnumerateArray()
                .SelectMany(m => m.TryGetProperty("inlinedCallees", out var callees) ? callees.EnumerateArray().Select(c => c.GetString()!) : []);
            Assert.Contains(named.Concat(inlined), m => m.StartsWith("Thread.", StringComparison.Ordinal) || m.Contains("SynchronousOperation", StringComparison.Ordinal) || m.EndsWith(".__Workload", StringComparison.Ordinal));
        }
        else
        {
            Assert.Empty(named);
        }
        Assert.Contains($"PerfGate: profiling the time of {SlowedInHead}", gate.Output, StringComparison.Ordinal);
        Assert.True(report.RootElement.GetProperty("summary").TryGetProperty("timeSensitivity", out _));
        Assert.Equal(72, slowed.GetProperty("baseRevisionBytes").GetInt64());
        // Allocations gate against the base revision's launches, measured in-process as the head's: the seeded change
        // allocates nothing more.
        Assert.Equal("unchanged", slowed.GetProperty("allocation").GetProperty("status").GetString());
        Assert.Equal("base-revision", slowed.GetProperty("allocation").GetProperty("reference").GetString());
        Assert.Contains(report.RootElement.GetProperty("diagnostics").EnumerateArray(), d => d.GetProperty("code").GetString() == "PG0222");

        // The allocation seed: regressed against the base revision, and explained from a profiled launch of each side.
        var cached = report.RootElement.GetProperty("benchmarks").EnumerateArray().Single(b => b.GetProperty("id").GetString() == SeededAllocation);
        var allocation = cached.GetProperty("allocation");
        Assert.Equal("regressed", allocation.GetProperty("status").GetString());
        var explanation = allocation.GetProperty("explanation");
        Assert.Equal("head-and-base", explanation.GetProperty("sides").GetString());
        var first = explanation.GetProperty("types")[0];
        // The base's ValueTask path allocates nothing: no sample at all, over millions of operations.
        Assert.Equal(0, first.GetProperty("baseBytes").GetDouble());
        Assert.True(first.GetProperty("headSamples").GetInt32() >= 200, explanation.ToString());
        Assert.Equal("System.Threading.Tasks.Task<Profile>", first.GetProperty("type").GetString());
        Assert.True(first.GetProperty("new").GetBoolean(), explanation.ToString());
        Assert.Equal("ProfileCache.GetAsync", first.GetProperty("method").GetString());
        Assert.Equal("ProfileCache.cs", Path.GetFileName(first.GetProperty("file").GetString()));
        Assert.True(first.GetProperty("line").GetInt32() > 0, explanation.ToString());
        // Under the build error, as its follow-up lines; only the regressed method was profiled.
        Assert.Matches(@"\+\d+ B/op ±[\d.]+  System\.Threading\.Tasks\.Task<Profile> \(new\)  ← ProfileCache\.GetAsync \(ProfileCache\.cs:\d+\)", gate.Output);
        Assert.Contains($"PerfGate: profiling the allocations of {SeededAllocation} (base:", gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain($"profiling the allocations of {SlowedInHead}", gate.Output, StringComparison.Ordinal);
        Assert.Contains(baseCommit[..12], File.ReadAllText(Path.Combine(benchmarks, "obj", "perfgate", "perfgate-report.md")), StringComparison.Ordinal);
        // The base worktree is gone again; the clone lists only itself.
        Assert.Single(Git(repository, "worktree", "list").Split('\n'));
        Assert.Equal(2, comparison.GetProperty("selection").GetProperty("selected").GetInt32());

        PullRequestThatChangesNothingTheBenchmarksExecute(repository, benchmarks);
    }

    /// <summary>A third commit edits a library method no gated benchmark executes (an exception's constructor): the
    /// selection compares the two builds, traces what each method executes on both sides, and measures nothing.</summary>
    private void PullRequestThatChangesNothingTheBenchmarksExecute(string repository, string benchmarks)
    {
        var exception = Path.Combine(repository, "src", "Sample", "Streaming", "UnmappedColumnsException.cs");
        File.WriteAllText(exception, File.ReadAllText(exception).Replace("        : base(message)\n", "        : base(\"unmapped columns: \" + message)\n", StringComparison.Ordinal));
        Commit(repository, "a change no gated benchmark executes");

        var gate = DotnetCli.Run(
            benchmarks,
            new Dictionary<string, string> { ["PerfGateVersion"] = PackedPerfGate.Version },
            TimeSpan.FromMinutes(10),
            ["build", "-t:PerfGate", "-nr:false", "-tl:off", "-p:PerfGateCompareTo=HEAD~1", $"-p:PerfGateCategory={PairedCategory}"]);

        Report("gate, same-runner mode, a change no benchmark executes", gate);
        Assert.True(gate.ExitCode == 0, gate.ToString());
        Assert.Contains("PerfGate: selection: 1 method(s) and 0 type(s) differ", gate.Output, StringComparison.Ordinal);
        Assert.Contains("PerfGate: selection: 0 of 2 benchmark method(s) execute code this change touched", gate.Output, StringComparison.Ordinal);
        // No round of pairs ("PerfGate: launch pair 1 of at most 16: …") was started.
        Assert.DoesNotContain("PerfGate: launch pair ", gate.Output, StringComparison.Ordinal);
        using var report = JsonDocument.Parse(File.ReadAllText(Path.Combine(benchmarks, "obj", "perfgate", "perfgate-report.json")));
        var selection = report.RootElement.GetProperty("comparison").GetProperty("selection");
        Assert.Equal((0, 2, 1), (selection.GetProperty("selected").GetInt32(), selection.GetProperty("methods").GetInt32(), selection.GetProperty("changedMethods").GetInt32()));
        var benchmarksInReport = report.RootElement.GetProperty("benchmarks").EnumerateArray().ToList();
        Assert.NotEmpty(benchmarksInReport);
        Assert.All(benchmarksInReport, b =>
        {
            Assert.Equal("unchanged", b.GetProperty("status").GetString());
            Assert.False(b.GetProperty("selection").GetProperty("ran").GetBoolean());
            Assert.StartsWith("unchanged: no code it executes changed", b.GetProperty("selection").GetProperty("reason").GetString(), StringComparison.Ordinal);
        });
        Assert.Contains("**Selection:** 0 of 2 benchmark methods execute code this change touched", File.ReadAllText(Path.Combine(benchmarks, "obj", "perfgate", "perfgate-report.md")), StringComparison.Ordinal);
    }

    public void Dispose() => PackedPerfGate.CleanUp(root);

    /// <summary>A speedscope file's five frames with the most exclusive weight, for the test's output: where the samples
    /// landed when an explanation names nothing.</summary>
    private static IEnumerable<string> MostExclusive(string speedscope)
    {
        using var file = JsonDocument.Parse(File.ReadAllText(speedscope));
        var frames = file.RootElement.GetProperty("shared").GetProperty("frames").EnumerateArray().Select(f => f.GetProperty("name").GetString()!).ToList();
        var weights = new Dictionary<string, double>(StringComparer.Ordinal);
        foreach (var profile in file.RootElement.GetProperty("profiles").EnumerateArray())
        {
            foreach (var (stack, weight) in profile.GetProperty("samples").EnumerateArray().Zip(profile.GetProperty("weights").EnumerateArray()))
            {
                if (stack.GetArrayLength() > 0)
                {
                    var innermost = frames[stack[stack.GetArrayLength() - 1].GetInt32()];
                    weights[innermost] = weights.GetValueOrDefault(innermost) + weight.GetDouble();
                }
            }
        }

        return weights.OrderByDescending(w => w.Value).Take(5).Select(w => $"{w.Key} {w.Value.ToString("0.#", CultureInfo.InvariantCulture)}");
    }

    private void Report(string what, DotnetResult build)
    {
        var benchmarks = SampleRepoFixture.BenchmarkProcessTime(build);
        output.WriteLine($"{what}: build {build.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s, " +
            $"benchmark process {benchmarks?.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture) ?? "n/a"} s");
    }

    private static void Commit(string repository, string message)
    {
        Git(repository, "add", "-A");
        Git(repository, "-c", "user.name=PerfGate Tests", "-c", "user.email=tests@perfgate.invalid", "-c", "commit.gpgsign=false", "commit", "-q", "-m", message);
    }

    private static string Git(string directory, params string[] arguments) => GitCli.Run(directory, arguments);
}
