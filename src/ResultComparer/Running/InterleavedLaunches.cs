using System.Security.Cryptography;
using System.Text;
using PerfGate.Ingest;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Reports;
using PerfGate.Statistics;

namespace PerfGate.Running;

/// <summary>
/// Measures two builds of the same benchmarks on one machine in pairs that run seconds apart: in each round, for each
/// benchmark method, one process runs the method in the base build and the next in the head build, or the other way
/// round. Whatever the machine does during a pair (another job, a CPU hog switching on) hits both launches alike.
/// </summary>
/// <remarks>
/// Which side goes first alternates by round and by method, so a steady trend (a machine warming up) favours neither
/// side. A pair is one method, not the whole suite, so its two launches run seconds apart, not tens of seconds: a load
/// that comes and goes meets both (docs/evaluation.md, "What pairing per method costs").
/// </remarks>
internal sealed class InterleavedLaunches(BenchmarkRunner runner, TextWriter output)
{
    /// <param name="Launches">One run per round, every method's launch of that round merged.</param>
    /// <param name="NothingTagged">The build has no benchmark in the category (for the base: all benchmarks are new).</param>
    public sealed record Side(IReadOnlyList<BenchmarkRun> Launches, string? Failure, bool NothingTagged);

    /// <param name="Hung">Methods a launch of which hung and was killed: none of their launches is in <see cref="Side.Launches"/>
    /// on the side that hung (nor, for the head, on either); the base's were dropped so the head's alone judge them.</param>
    public sealed record Result(Side Base, Side Head, IReadOnlyList<HungMethod> Hung);

    /// <summary>Beyond it a method's part of a folder name is cut and ends with a hash of the whole name: Windows ends a
    /// path at 260 characters unless long paths are enabled, and the folder lies deep (obj/perfgate/same-runner/) with
    /// BenchmarkDotNet's results, named by the benchmark's class, inside.</summary>
    private const int MaxMethodNameLength = 80;

    /// <summary>The folder of one launch: <c>r{round}-{base|head}-{method}</c>, e.g. <c>r03-head-Sample.CallChainBenchmark.Direct</c>.</summary>
    public static string LaunchFolder(int round, bool isBase, string method) => RunLayout.LaunchPrefix(round, isBase) + FolderName(method);

    /// <summary>
    /// Each method's part of its launch folders' names (<see cref="LaunchFolder"/>'s), told apart where only case tells
    /// them apart: Windows' and macOS's file systems ignore case, so <c>A.Parse</c> and <c>A.parse</c> would share one folder
    /// there and one launch's results would be read as the other's. Such methods' names end with a hash of the exact name.
    /// </summary>
    public static IReadOnlyDictionary<string, string> FolderNames(IEnumerable<string> methods)
    {
        var names = methods.Distinct(StringComparer.Ordinal).ToDictionary(m => m, FolderName, StringComparer.Ordinal);
        var shared = names.GroupBy(n => n.Value, StringComparer.OrdinalIgnoreCase).Where(g => g.Count() > 1)
            .SelectMany(g => g.Select(n => n.Key)).ToHashSet();
        return names.ToDictionary(n => n.Key, n => shared.Contains(n.Key) ? $"{n.Value}-{Hash(n.Key)}" : n.Value, StringComparer.Ordinal);
    }

    /// <summary>Whether the base goes first in this round for the method at this index (1-based round, 0-based method).</summary>
    public static bool BaseFirst(int round, int methodIndex) => (round + methodIndex) % 2 == 1;

    /// <param name="methods">The head's benchmark methods (<c>Namespace.Type.Method</c>) in the category, in run order.</param>
    /// <param name="looks">The most pairs per method, and after how many pairs <paramref name="needingMorePairs"/> is asked.</param>
    /// <param name="needingMorePairs">Which of the methods asked need more pairs than they have (base runs, head runs,
    /// one per round), asked once per look: one that does not, decided or beyond what its budget could decide, gets no more.</param>
    /// <param name="suite">The whole suite's methods in run order, when <paramref name="methods"/> is one shard's share of
    /// it: which side goes first follows a method's place in the suite, so a shard launches it as an unsharded gate would.</param>
    /// <param name="limits">Each launch's case limit, learning from every finished launch; null: none (the tests' stand-ins).</param>
    /// <remarks>A launch that hangs is killed at its limit: a head launch fails its method (<see cref="Result.Hung"/>), which
    /// is launched no more while the others go on; a base launch takes the method out of the pairs (the change under test
    /// did not make the base hang), and the head measures it once more for allocations, as a method the base lacks.</remarks>
    public async Task<Result> RunAsync(
        BenchmarkRunOptions baseOptions,
        BenchmarkRunOptions headOptions,
        IReadOnlyList<string> methods,
        PairedLooks looks,
        Func<IReadOnlyList<string>, IReadOnlyList<BenchmarkRun>, IReadOnlyList<BenchmarkRun>, IReadOnlySet<string>> needingMorePairs,
        string folder,
        CancellationToken cancellationToken,
        IReadOnlyList<string>? suite = null,
        CaseTimeLimits? limits = null)
    {
        var runs = new Dictionary<bool, List<List<BenchmarkRun>>> { [true] = [], [false] = [] };
        string? headFailure = null;
        string? baseFailure = null;
        // Methods the base does not have (new in this change), or whose base launch hung: the head measures them once,
        // for allocations.
        var newMethods = new HashSet<string>(StringComparer.Ordinal);
        var hung = new List<HungMethod>();
        var open = new List<string>(methods);
        // Which side goes first alternates by round and by the method's place in the suite, decided ones or not.
        var position = (suite ?? methods).Select((m, i) => (m, i)).ToDictionary(x => x.m, x => x.i, StringComparer.Ordinal);
        // Progress counts the launches of the whole gate, at most the budget's; the total drops as methods are decided.
        var launchTotal = looks.Budget * methods.Count * 2;
        var launchNumber = 0;
        var folderNames = FolderNames(methods);
        for (var round = 1; round <= looks.Budget && open.Count > 0 && headFailure is null && baseFailure is null; round++)
        {
            runs[true].Add([]);
            runs[false].Add([]);
            await output.WriteLineAsync(
                $"PerfGate: launch pair {round} of at most {looks.Budget}: {open.Count} benchmark method(s), each measured in base and head back to back").ConfigureAwait(false);
            for (var index = 0; index < open.Count && headFailure is null && baseFailure is null; index++)
            {
                var method = open[index];
                var baseFirst = BaseFirst(round, position[method]);
                foreach (var isBase in baseFirst ? new[] { true, false } : [false, true])
                {
                    var options = (isBase ? baseOptions : headOptions) with
                    {
                        ArtifactsPath = Path.Combine(folder, RunLayout.LaunchPrefix(round, isBase) + folderNames[method]),
                        Filters = [.. BenchmarkMethodKey.Filters(method)],
                        Launch = new LaunchProgress(++launchNumber, launchTotal, isBase ? ReportHang.BaseSide : ReportHang.HeadSide, method),
                        CaseLimits = limits,
                    };
                    var outcome = await runner.RunAsync(options, cancellationToken).ConfigureAwait(false);
                    if (outcome.Succeeded)
                    {
                        runs[isBase][^1].Add(ResultsLoader.Load(options.ResultsPath, output));
                        if (outcome.LongestCase is { } longest)
                        {
                            limits?.Observe(method, longest);
                        }

                        continue;
                    }

                    cancellationToken.ThrowIfCancellationRequested();
                    if (outcome is { Outcome: BenchmarkRunOutcome.Hung, Hang: { } hang })
                    {
                        hung.Add(new HungMethod(method, isBase ? ReportHang.BaseSide : ReportHang.HeadSide, hang, options.LogPath));
                        foreach (var dropFrom in isBase ? [true] : new[] { true, false })
                        {
                            runs[dropFrom].ForEach(launches => Drop(launches, method));
                        }

                        launchTotal -= 2 * (looks.Budget - round) + (isBase || baseFirst ? 0 : 1);
                        if (isBase)
                        {
                            newMethods.Add(method);
                            await output.WriteLineAsync(
                                $"PerfGate: {method} hung in the base revision: no time verdict and no more pairs for it (the change under test did not cause it); " +
                                "its allocations are judged on the head's launches").ConfigureAwait(false);
                            continue;
                        }

                        await output.WriteLineAsync($"PerfGate: {method} hung in the head: it fails the gate and is launched no more; the other methods go on").ConfigureAwait(false);
                        break;
                    }

                    var message = outcome.Message ?? "the benchmarks did not run";
                    if (!isBase)
                    {
                        headFailure = message;
                        break;
                    }

                    if (outcome.Outcome == BenchmarkRunOutcome.NoBenchmarkMatched)
                    {
                        newMethods.Add(method);
                        launchTotal -= 2 * (looks.Budget - round);
                        continue;
                    }

                    baseFailure = message;
                    break;
                }
            }

            // A method the base lacks was measured once by the head, all it gets: no more rounds for it.
            open.RemoveAll(m => newMethods.Contains(m) || hung.Any(h => h.Method == m && !h.OnBase));
            if (looks.IsLook(round) && round < looks.Budget && headFailure is null && baseFailure is null)
            {
                var asked = open.ToList();
                var needing = needingMorePairs(asked, Merge(runs[true]), Merge(runs[false]));
                var done = asked.Where(m => !needing.Contains(m)).ToList();
                open.RemoveAll(done.Contains);
                launchTotal -= 2 * (looks.Budget - round) * done.Count;
                await output.WriteLineAsync(
                    $"PerfGate: after {round} pairs: {done.Count} method(s) need no more pairs, {open.Count} still undecided" +
                    (open.Count > 0 ? $" (more pairs, up to {looks.Budget})" : "")).ConfigureAwait(false);
            }
        }

        var everyMethodNew = methods.Count > 0 && newMethods.Count(m => !hung.Any(h => h.Method == m)) == methods.Count;
        return new Result(
            new Side(Merge(runs[true]), baseFailure ?? (everyMethodNew ? "no benchmark in the category" : null), everyMethodNew),
            new Side(Merge(runs[false]), headFailure, false),
            hung);
    }

    /// <summary>The launches <see cref="RunAsync"/> left in each shard's folder, read back as it returns them. A launch
    /// without results is a method the base lacks (its head launch alone measured it).</summary>
    public static (IReadOnlyList<BenchmarkRun> Base, IReadOnlyList<BenchmarkRun> Head) Load(IReadOnlyList<string> folders, TextWriter warnings)
    {
        var runs = new Dictionary<bool, List<List<BenchmarkRun>>> { [true] = [], [false] = [] };
        var existing = folders.Where(Directory.Exists).ToList();
        // Rounds are numbered from 1 without gaps: the first with no launch in any folder is past the last.
        for (var round = 1; existing.Any(f => Directory.EnumerateDirectories(f, RunLayout.RoundPrefix(round) + "*").Any()); round++)
        {
            foreach (var isBase in new[] { true, false })
            {
                runs[isBase].Add([.. existing
                    .SelectMany(folder => Directory.EnumerateDirectories(folder, RunLayout.LaunchPrefix(round, isBase) + "*").Order(StringComparer.Ordinal))
                    .Select(RunLayout.ResultsFolder)
                    .Where(results => Directory.Exists(results) && Directory.EnumerateFiles(results, "*.json").Any())
                    .Select(results => ResultsLoader.Load(results, warnings))]);
            }
        }

        return (Merge(runs[true]), Merge(runs[false]));
    }

    /// <summary>One run per round: the round's per-method launches, their benchmarks together (the verdicts pair
    /// base launch i with head launch i, benchmark by benchmark).</summary>
    private static List<BenchmarkRun> Merge(List<List<BenchmarkRun>> rounds) =>
        [.. rounds.Where(r => r.Count > 0).Select(r => new BenchmarkRun(r[0].Host, r[0].Job, [.. r.SelectMany(run => run.Benchmarks)]))];

    /// <summary>Takes a method's cases out of one round's launches, and a launch left empty with them.</summary>
    private static void Drop(List<BenchmarkRun> launches, string method)
    {
        for (var i = launches.Count - 1; i >= 0; i--)
        {
            var kept = launches[i].Benchmarks.Where(b => BenchmarkMethodKey.Of(b.Id) != method).ToList();
            if (kept.Count == 0)
            {
                launches.RemoveAt(i);
            }
            else if (kept.Count < launches[i].Benchmarks.Count)
            {
                launches[i] = launches[i] with { Benchmarks = kept };
            }
        }
    }

    private static string FolderName(string method)
    {
        var safe = new string([.. method.Select(c => char.IsAsciiLetterOrDigit(c) || c is '.' or '-' or '_' ? c : '_')]);
        return safe.Length <= MaxMethodNameLength ? safe : $"{safe[..MaxMethodNameLength]}-{Hash(method)}";
    }

    private static string Hash(string method) =>
        Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes(method)))[..8].ToLowerInvariant();
}
