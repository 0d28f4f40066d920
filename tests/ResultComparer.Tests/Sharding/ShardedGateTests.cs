using System.Diagnostics;
using System.Text.Json.Nodes;
using PerfGate.Sharding;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Sharding;

/// <summary>
/// A sharded gate end to end in separate <c>perfgate</c> processes, on recorded BenchmarkDotNet results (the
/// fixtures): each shard takes its share of the recordings (<c>--reuse-results</c>), the join judges them, and
/// the verdicts are those of one unsharded comparison of the same recordings.
/// </summary>
public sealed class ShardedGateTests : IDisposable
{
    private readonly TempDirectory _temp = new();
    private readonly string _recordings;
    private readonly string _baseline;

    public ShardedGateTests()
    {
        _recordings = _temp.CopyFrom(TestData.Bdn("full"), "recordings", f => !f.Contains("Throwing", StringComparison.Ordinal));
        _baseline = _temp.File("perfgate-baseline.json");
        Assert.Equal(0, CliRun.Of("baseline", "update", "--results", _recordings, "--baseline", _baseline).ExitCode);
        // Two benchmarks "used to" allocate less, so the verdicts hold regressions as well as unchanged cases.
        var baseline = JsonNode.Parse(File.ReadAllText(_baseline))!;
        foreach (var entry in baseline["benchmarks"]!.AsArray().Where((_, i) => i % 3 == 0))
        {
            entry!["bytesAllocatedPerOperation"] = 0;
        }

        File.WriteAllText(_baseline, baseline.ToJsonString());
    }

    public void Dispose() => _temp.Dispose();

    [Theory]
    [InlineData(2)]
    [InlineData(3)]
    public void Shards_joined_give_the_verdicts_of_one_unsharded_comparison(int shards)
    {
        var folders = Enumerable.Range(1, shards).Select(Shard(shards)).ToList();
        var whole = Perfgate("compare", "--baseline", _baseline, "--results", _recordings, "--report", $"json={_temp.File("whole.json")}");

        // compare applies no time policy; the join's equivalent is a machine declared stable.
        var joined = Perfgate(["join", "--baseline", _baseline, .. folders.SelectMany(f => new[] { "--shard-results", f }), "--stable-machine", "--report", $"json={_temp.File("joined.json")}"]);

        Assert.Equal(1, whole.ExitCode);
        Assert.Equal(whole.ExitCode, joined.ExitCode);
        var expected = Verdicts(_temp.File("whole.json"));
        Assert.Equal(expected, Verdicts(_temp.File("joined.json")));
        Assert.Contains(expected, v => v.Status == "regressed");
        Assert.Contains(expected, v => v.Status == "unchanged");
        // Every benchmark ran in exactly one shard.
        var methods = folders.SelectMany(f => ShardManifest.Read(f).Methods).ToList();
        Assert.Equal(methods.Count, methods.Distinct().Count());
    }

    [Fact]
    public void Without_a_stable_machine_the_join_reports_time_against_the_committed_baseline_as_advisory()
    {
        var folders = Enumerable.Range(1, 2).Select(Shard(2)).ToList();

        Perfgate(["join", "--baseline", _baseline, .. folders.SelectMany(f => new[] { "--shard-results", f }), "--report", $"json={_temp.File("joined.json")}"]);

        var comparison = JsonNode.Parse(File.ReadAllText(_temp.File("joined.json")))!["comparison"]!;
        Assert.Equal("committed-baseline", comparison["mode"]!.GetValue<string>());
        Assert.False(comparison["timeGates"]!.GetValue<bool>());
        Assert.DoesNotContain(Verdicts(_temp.File("joined.json")), v => v.Time == "regressed" && v.Status == "regressed" && v.Allocation != "regressed");
    }

    [Fact]
    public void A_missing_shard_fails_the_join_with_exit_code_2_naming_it()
    {
        var first = Shard(3)(1);
        var third = Shard(3)(3);

        var joined = Perfgate("join", "--baseline", _baseline, "--shard-results", first, "--shard-results", third);

        Assert.Equal(2, joined.ExitCode);
        Assert.Contains("--shard-results: shard 2/3 is missing: the folders given hold 1/3, 3/3.", joined.Error, StringComparison.Ordinal);
        Assert.DoesNotContain("   at ", joined.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_shard_given_twice_fails_the_join_naming_both_folders()
    {
        var first = Shard(2)(1);
        var copy = _temp.CopyFrom(first, "shard-1-again", _ => true);

        var joined = Perfgate("join", "--baseline", _baseline, "--shard-results", first, "--shard-results", copy);

        Assert.Equal(2, joined.ExitCode);
        Assert.Contains($"shard 1/2 is given twice: '{first}' and '{copy}'", joined.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_folder_that_is_not_a_shard_fails_the_join()
    {
        var joined = Perfgate("join", "--baseline", _baseline, "--shard-results", Shard(2)(1), "--shard-results", _recordings);

        Assert.Equal(2, joined.ExitCode);
        Assert.Contains($"'{_recordings}' holds no perfgate-shard.json", joined.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void Shards_of_different_matrices_are_not_joined()
    {
        var joined = Perfgate("join", "--baseline", _baseline, "--shard-results", Shard(2)(1), "--shard-results", Shard(3)(2));

        Assert.Equal(2, joined.ExitCode);
        Assert.Contains("matrices of different sizes", joined.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void Shards_recorded_as_one_baseline_equal_the_unsharded_recording()
    {
        var folders = Enumerable.Range(1, 2).Select(Shard(2)).ToList();
        var whole = _temp.File("whole-baseline.json");
        var sharded = _temp.File("sharded-baseline.json");
        Assert.Equal(0, Perfgate("baseline", "update", "--results", _recordings, "--baseline", whole).ExitCode);

        var recorded = Perfgate("baseline", "join", "--shard-results", folders[0], "--shard-results", folders[1], "--baseline", sharded);

        Assert.True(recorded.ExitCode == 0, recorded.Error);
        Assert.Contains("from 2 shards", recorded.Output, StringComparison.Ordinal);
        Assert.Equal(File.ReadAllText(whole), File.ReadAllText(sharded));
    }

    [Fact]
    public void A_baseline_is_not_recorded_from_some_of_the_shards()
    {
        File.WriteAllText(_temp.File("kept.json"), File.ReadAllText(_baseline));

        var recorded = Perfgate("baseline", "join", "--shard-results", Shard(2)(2), "--baseline", _baseline);

        Assert.Equal(2, recorded.ExitCode);
        Assert.Contains("shard 1/2 is missing", recorded.Error, StringComparison.Ordinal);
        Assert.Equal(File.ReadAllText(_temp.File("kept.json")), File.ReadAllText(_baseline));
    }

    // One matrix job: its own artifacts folder holding the recordings as its last run, then its share.
    private Func<int, string> Shard(int count) => index =>
    {
        var artifacts = _temp.CopyFrom(_recordings, Path.Combine($"shards-of-{count}", $"shard-{index}", "results"), _ => true);
        var folder = Path.GetDirectoryName(artifacts)!;
        var run = Perfgate("gate", "--shard", $"{index}/{count}", "--reuse-results", "--artifacts", folder, "--baseline", _baseline);
        Assert.True(run.ExitCode == 0, run.Error);
        Assert.Contains($"PerfGate: shard {index}/{count}:", run.Output, StringComparison.Ordinal);
        return folder;
    };

    private static List<(string Id, string Status, string? Time, double? Ratio, string? Allocation)> Verdicts(string reportPath) =>
        [.. JsonNode.Parse(File.ReadAllText(reportPath))!["benchmarks"]!.AsArray().Select(b => (
            b!["id"]!.GetValue<string>(),
            b["status"]!.GetValue<string>(),
            b["time"]?["status"]?.GetValue<string>(),
            b["time"]?["ratio"]?.GetValue<double?>(),
            b["allocation"]?["status"]?.GetValue<string>()))];

    /// <summary>A fresh <c>perfgate</c> process, outside any GitHub Actions run the tests may be in.</summary>
    private static CliRun Perfgate(params string[] args)
    {
        var startInfo = new ProcessStartInfo("dotnet") { RedirectStandardOutput = true, RedirectStandardError = true };
        startInfo.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "perfgate.dll"));
        foreach (var arg in args)
        {
            startInfo.ArgumentList.Add(arg);
        }

        foreach (var name in startInfo.Environment.Keys.Where(k => k.StartsWith("GITHUB_", StringComparison.Ordinal) || k == "CI").ToList())
        {
            startInfo.Environment.Remove(name);
        }

        using var process = Process.Start(startInfo)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        Assert.True(process.WaitForExit(TimeSpan.FromMinutes(2)), "perfgate did not finish within 2 minutes");
        return new CliRun(process.ExitCode, output.Result, error.Result);
    }
}
