using PerfGate.Git;
using PerfGate.Ingest;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Pooling;
using PerfGate.Running;

namespace PerfGate.Sharding;

/// <summary>
/// Reads the artifacts folder of every shard of one sharded gate and makes them one run. It refuses to judge an
/// incomplete set: a missing shard would otherwise read as benchmarks that disappeared, a duplicated one as
/// benchmarks measured twice, and shards planned from different commits as a mix of both.
/// </summary>
internal static class ShardJoin
{
    /// <exception cref="PerfGateInputException">No folder, a folder without a manifest, or an incomplete or mixed set of shards.</exception>
    public static JoinedShards Read(IReadOnlyList<string> shardFolders, TextWriter warnings)
    {
        if (shardFolders.Count == 0)
        {
            throw new PerfGateInputException(GateOptions.ShardResults, "give the artifacts folder of every shard, once each.");
        }

        var shards = shardFolders.Select(f => (Folder: Path.GetFullPath(f), Manifest: ShardManifest.Read(f))).ToList();
        var first = shards[0];
        var count = first.Manifest.Shard.Count;
        foreach (var (folder, manifest) in shards.Skip(1))
        {
            if (manifest.Shard.Count != count)
            {
                throw new PerfGateInputException(GateOptions.ShardResults,
                    $"'{folder}' is shard {manifest.Shard} but '{first.Folder}' is shard {first.Manifest.Shard}: the folders come from matrices of different sizes.");
            }

            if (!string.Equals(manifest.Fingerprint, first.Manifest.Fingerprint, StringComparison.Ordinal))
            {
                throw new PerfGateInputException(GateOptions.ShardResults,
                    $"'{folder}' (shard {manifest.Shard}) was planned from another list of benchmarks than '{first.Folder}' (shard {first.Manifest.Shard}): the jobs built different commits. Re-run the whole matrix.");
            }
        }

        foreach (var (folder, manifest) in shards.Skip(1))
        {
            if (!MeasuredAlike(manifest.SameRunner, first.Manifest.SameRunner))
            {
                throw new PerfGateInputException(GateOptions.ShardResults,
                    $"'{folder}' (shard {manifest.Shard}) measured {Measured(manifest)} but '{first.Folder}' (shard {first.Manifest.Shard}) measured {Measured(first.Manifest)}: " +
                    "the jobs compared with different bases or budgets. Re-run the whole matrix.");
            }
        }

        if (shards.GroupBy(s => s.Manifest.Shard.Index).FirstOrDefault(g => g.Count() > 1) is { } twice)
        {
            throw new PerfGateInputException(GateOptions.ShardResults,
                $"shard {twice.First().Manifest.Shard} is given twice: {string.Join(" and ", twice.Select(s => $"'{s.Folder}'"))}. Pass each shard's folder once.");
        }

        var missing = Enumerable.Range(1, count).Except(shards.Select(s => s.Manifest.Shard.Index)).ToList();
        if (missing.Count > 0)
        {
            var present = string.Join(", ", shards.Select(s => s.Manifest.Shard).OrderBy(s => s.Index));
            throw new PerfGateInputException(GateOptions.ShardResults,
                $"{(missing.Count == 1 ? "shard" : "shards")} {string.Join(", ", missing.Select(i => $"{i}/{count}"))} {(missing.Count == 1 ? "is" : "are")} missing: the folders given hold {present}. " +
                "Check that every matrix job ran and uploaded its artifacts; without all shards nothing is decided.");
        }

        var failures = shards.Where(s => s.Manifest.Failure is not null).OrderBy(s => s.Manifest.Shard.Index)
            .Select(s => $"shard {s.Manifest.Shard}: {s.Manifest.Failure}").ToList();
        var failure = failures.Count > 0 ? string.Join(" ", failures) : null;
        if (first.Manifest.SameRunner is { MissingBase: null } pairs)
        {
            // Every shard's launches, round by round, as one same-runner gate would have measured them.
            var (baseLaunches, headLaunches) = InterleavedLaunches.Load(
                [.. shards.Where(s => s.Manifest.Failure is null).Select(s => RunLayout.SameRunnerFolder(s.Folder))],
                warnings);
            return new JoinedShards(headLaunches.Count > 0 ? ResultPooling.PoolRuns(headLaunches) : Empty, failure)
            {
                SameRunner = new JoinedPairs(pairs, baseLaunches, headLaunches),
            };
        }

        var runs = new List<BenchmarkRun>();
        var merged = Merge(shards.OrderBy(s => s.Manifest.Shard.Index).ToList(), runs, warnings);
        // A same-runner gate whose base lacks the benchmark project measured the head alone: judged as one gate judges it.
        return new JoinedShards(merged, failure) { Runs = runs, SameRunner = first.Manifest.SameRunner is { } alone ? new JoinedPairs(alone, [], [merged]) : null };
    }

    private static readonly BenchmarkRun Empty = new(HostInfo.Unknown, JobSettings.Unknown, []);

    private static bool MeasuredAlike(SameRunnerShare? one, SameRunnerShare? other) =>
        one is null ? other is null : other is not null && one.MeasuredAlike(other);

    private static string Measured(ShardManifest manifest) => manifest.SameRunner is { } pairs
        ? $"{pairs.Revision.Describe()} beside head {GitNames.ShortCommit(pairs.HeadCommit)} ({pairs.Pairs} pairs at most, category '{pairs.Category}')"
        : "the head alone, for the committed baseline";

    // Each shard contributes the benchmarks of the methods it was given, whatever else its results folder holds.
    private static BenchmarkRun Merge(IReadOnlyList<(string Folder, ShardManifest Manifest)> shards, List<BenchmarkRun> runs, TextWriter warnings)
    {
        var benchmarks = new Dictionary<string, BenchmarkResult>(StringComparer.Ordinal);
        var hosts = new List<(string Folder, HostInfo Host)>();
        var job = JobSettings.Unknown;
        foreach (var (folder, manifest) in shards.Where(s => s.Manifest.Methods.Count > 0 && s.Manifest.Failure is null))
        {
            var methods = manifest.Methods.ToHashSet(StringComparer.Ordinal);
            // A shard of a baseline recording ran its methods several times, each run in its own folder: pooled as an
            // unsharded recording pools its runs.
            var layout = new RunLayout(folder);
            List<BenchmarkRun> loaded = [.. Enumerable.Range(1, manifest.Runs).Select(run => ResultsLoader.Load(RunLayout.ResultsFolder(layout.RunFolder(run)), warnings))];
            runs.AddRange(loaded.Select(r => r with { Benchmarks = [.. r.Benchmarks.Where(b => methods.Contains(BenchmarkMethodKey.Of(b.Id)))] }));
            var run = loaded.Count == 1 ? loaded[0] : ResultPooling.PoolRuns(loaded);
            foreach (var benchmark in run.Benchmarks.Where(b => methods.Contains(BenchmarkMethodKey.Of(b.Id))))
            {
                if (!benchmarks.TryAdd(benchmark.Id, benchmark))
                {
                    throw new PerfGateInputException(GateOptions.ShardResults, $"benchmark '{benchmark.Id}' is in two shards' results (the second: '{folder}'). Re-run the whole matrix.");
                }
            }

            hosts.Add((folder, run.Host));
            job = job == JobSettings.Unknown ? run.Job : job;
        }

        var host = HostMismatch.Choose(
            hosts,
            warnings,
            (folder, first, difference) => $"the shards ran on different hosts: '{folder}' differs from '{first}' in {difference}; " +
                "time is judged as measured on the first. Pin the matrix to one runner type.");
        return new BenchmarkRun(host, job, [.. benchmarks.Values.OrderBy(b => b.Id, StringComparer.Ordinal)]);
    }
}
