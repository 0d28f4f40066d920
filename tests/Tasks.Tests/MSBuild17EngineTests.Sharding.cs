using Microsoft.Build.Execution;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// A sharded baseline recording through the targets, with the real tasks and the real <c>perfgate</c>: each shard
/// (<c>-t:PerfGateUpdateBaseline -p:PerfGateShard=i/2</c>) takes its share of the same BenchmarkDotNet reports
/// (reused, nothing runs) into its own artifacts folder, and the join (<c>-p:PerfGateShardResults=a;b</c>) writes
/// one baseline, or refuses and leaves the old one byte for byte.
/// </summary>
public sealed partial class MSBuild17EngineTests
{
    private const string OldBaseline = "{ \"the old baseline\": true }\n";

    private string BaselinePath => Path.Combine(_directory, "perfgate-baseline.json");

    [Fact]
    public void Shards_recorded_through_MSBuild_make_the_baseline_an_unsharded_recording_makes()
    {
        var whole = Path.Combine(_directory, "whole-baseline.json");
        var unsharded = Build("PerfGateUpdateBaseline", ("PerfGateBaselinePath", whole));
        var shards = Enumerable.Range(1, 2).Select(i => RecordShard(i, 2)).ToList();
        File.WriteAllText(BaselinePath, OldBaseline);

        var join = Build("PerfGateUpdateBaseline", ("PerfGateShardResults", string.Join(";", shards.Select(s => s.Folder))));

        Assert.True(unsharded.Result.OverallResult == BuildResultCode.Success, unsharded.Logger.ToString());
        foreach (var (folder, logger) in shards)
        {
            // A shard writes its manifest and says where the baseline comes from, and records nothing.
            Assert.True(File.Exists(Path.Combine(folder, "perfgate-shard.json")));
            Assert.Contains(logger.HighMessages, m => m.Contains("nothing is recorded here", StringComparison.Ordinal));
            Assert.DoesNotContain(logger.HighMessages, m => m.StartsWith("PerfGate: commit", StringComparison.Ordinal));
        }

        Assert.True(join.Result.OverallResult == BuildResultCode.Success, join.Logger.ToString());
        Assert.Contains(join.Logger.HighMessages, m => m.StartsWith("PerfGate: recorded 6 benchmark(s) from 2 shards", StringComparison.Ordinal));
        Assert.Contains($"PerfGate: commit {BaselinePath} with the change it measures.", join.Logger.HighMessages);
        Assert.Equal(File.ReadAllText(whole), File.ReadAllText(BaselinePath));
    }

    [Fact]
    public void A_join_missing_a_shard_fails_naming_it_and_leaves_the_old_baseline()
    {
        var second = RecordShard(2, 2).Folder;
        File.WriteAllText(BaselinePath, OldBaseline);

        var join = Build("PerfGateUpdateBaseline", ("PerfGateShardResults", second));

        Assert.Equal(BuildResultCode.Failure, join.Result.OverallResult);
        var error = Assert.Single(join.Logger.Errors);
        Assert.Equal(("PerfGate", "PG0001", ProjectPath), (error.Subcategory, error.Code, error.File));
        Assert.StartsWith("perfgate baseline join: PerfGateShardResults: shard 1/2 is missing: the folders given hold 2/2.", error.Message, StringComparison.Ordinal);
        Assert.Equal(OldBaseline, File.ReadAllText(BaselinePath));
    }

    [Fact]
    public void A_shard_given_twice_or_from_another_plan_fails_the_join_and_leaves_the_old_baseline()
    {
        var first = RecordShard(1, 2).Folder;
        var second = RecordShard(2, 2).Folder;
        var again = Path.Combine(_directory, "shards", "shard-1-again");
        CopyDirectory(first, again);
        var otherCommit = Path.Combine(_directory, "shards", "shard-2-other-commit");
        CopyDirectory(second, otherCommit);
        var manifest = Path.Combine(otherCommit, "perfgate-shard.json");
        // What a job that built another commit (another list of benchmarks) leaves: another plan's fingerprint.
        File.WriteAllText(manifest, System.Text.RegularExpressions.Regex.Replace(File.ReadAllText(manifest), "\"fingerprint\": \"[0-9a-f]+\"", "\"fingerprint\": \"0123456789abcdef\""));
        File.WriteAllText(BaselinePath, OldBaseline);

        var twice = Build("PerfGateUpdateBaseline", ("PerfGateShardResults", $"{first};{again}"));
        var mixed = Build("PerfGateUpdateBaseline", ("PerfGateShardResults", $"{first};{otherCommit}"));

        Assert.Equal(BuildResultCode.Failure, twice.Result.OverallResult);
        var duplicated = Assert.Single(twice.Logger.Errors);
        Assert.Equal("PG0001", duplicated.Code);
        Assert.Contains($"shard 1/2 is given twice: '{first}' and '{again}'", duplicated.Message, StringComparison.Ordinal);
        Assert.Equal(BuildResultCode.Failure, mixed.Result.OverallResult);
        var planned = Assert.Single(mixed.Logger.Errors);
        Assert.Equal("PG0001", planned.Code);
        Assert.Contains("was planned from another list of benchmarks", planned.Message, StringComparison.Ordinal);
        Assert.Equal(OldBaseline, File.ReadAllText(BaselinePath));
    }

    [Fact]
    public void A_shard_with_a_failed_benchmark_records_nothing_and_is_PG0003()
    {
        // Both shards plan from the same reports, one of them with benchmarks that threw.
        File.Copy(
            Path.Combine(RepositoryRoot, "tests", "ResultComparer.Tests", "TestData", "bdn", "full", "TinyBenchmarks.Throwing-report-full.json"),
            Path.Combine(_directory, "obj", "perfgate", "results", "TinyBenchmarks.Throwing-report-full.json"));
        var shards = Enumerable.Range(1, 2).Select(i => RecordShard(i, 2).Folder).ToList();
        File.WriteAllText(BaselinePath, OldBaseline);

        var join = Build("PerfGateUpdateBaseline", ("PerfGateShardResults", string.Join(";", shards)));

        Assert.Equal(BuildResultCode.Failure, join.Result.OverallResult);
        Assert.NotEmpty(join.Logger.Errors);
        Assert.All(join.Logger.Errors, e => Assert.Equal("PG0003", e.Code));
        Assert.All(join.Logger.Errors, e => Assert.EndsWith("the benchmark failed; fix it before recording a baseline. The baseline is unchanged.", e.Message, StringComparison.Ordinal));
        Assert.Contains(join.Logger.Errors, e => (e.Message ?? "").Contains("TinyBenchmarks.Throwing.", StringComparison.Ordinal));
        Assert.Equal(OldBaseline, File.ReadAllText(BaselinePath));
    }

    private static void CopyDirectory(string source, string target)
    {
        Directory.CreateDirectory(target);
        foreach (var file in Directory.EnumerateFiles(source))
        {
            File.Copy(file, Path.Combine(target, Path.GetFileName(file)));
        }

        foreach (var directory in Directory.EnumerateDirectories(source))
        {
            CopyDirectory(directory, Path.Combine(target, Path.GetFileName(directory)));
        }
    }

    // One matrix job: the reports as its last run in an artifacts folder of its own, then its share of them.
    private (string Folder, RecordingLogger Logger) RecordShard(int index, int count)
    {
        var folder = Path.Combine(_directory, "shards", $"shard-{index}");
        CopyDirectory(Path.Combine(_directory, "obj", "perfgate", "results"), Path.Combine(folder, "results"));
        var shard = Build("PerfGateUpdateBaseline", ("PerfGateShard", $"{index}/{count}"), ("PerfGateArtifactsPath", folder));
        Assert.True(shard.Result.OverallResult == BuildResultCode.Success, shard.Logger.ToString());
        return (folder, shard.Logger);
    }
}
