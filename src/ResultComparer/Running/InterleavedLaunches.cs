using PerfGate.Ingest;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Statistics;

namespace PerfGate.Running;

/// <summary>
/// Measures two builds of the same benchmarks on one machine in pairs that run seconds apart: in each round, a few
/// benchmark methods at a time (all their parameter cases together, <see cref="GateDefaults.SameRunnerCasesPerLaunch"/>
/// cases at most) run in one process of the base build and, right after, in one of the head build, or the other way
/// round. Whatever the machine does during a pair (another job, a CPU hog switching on) hits both of its launches
/// alike, because a pair lasts a few cases' time, not the whole suite's.
/// </summary>
/// <remarks>
/// <para>
/// Which side goes first alternates by round and by launch (round 1: base first for the 1st launch, head first for
/// the 2nd …; round 2 the reverse), so a steady trend (a machine warming up, a neighbour's job starting) favours
/// neither side. Pairing whole-suite launches instead left up to 50 s between a pair's two measurements of a
/// benchmark, and a hog toggling every 20 s put them under different loads (pair ratios ×0.48–×13).
/// </para>
/// <para>
/// Several methods share a launch because a process costs about a second before and after its benchmarks
/// (runtime start, discovery, host detection, exporters: docs/scale.md, "What a same-runner launch costs"); one
/// method a launch spent 28–40 % of the gate there.
/// </para>
/// </remarks>
public sealed class InterleavedLaunches(BenchmarkRunner runner, TextWriter output)
{
    /// <summary>One side's launches, one run per round (every launch of that round merged), and why it stopped early
    /// (null: it did not).</summary>
    /// <param name="NothingTagged">The build has no benchmark in the category (for the base: all benchmarks are new).</param>
    public sealed record Side(IReadOnlyList<BenchmarkRun> Launches, string? Failure, bool NothingTagged);

    /// <param name="Rounds">Per method, the rounds it was launched in (1…n): how far a sharded gate's join reads back (<see cref="Load"/>).</param>
    public sealed record Result(Side Base, Side Head, IReadOnlyDictionary<string, int> Rounds);

    /// <summary>The folder of one launch: <c>r{round}-{base|head}-{first method}</c>, e.g. <c>r03-head-Sample.CallChainBenchmark.Direct</c>.</summary>
    public static string LaunchFolder(int round, bool isBase, string method) => LaunchPrefix(round, isBase) + SafeName(method);

    /// <summary>Whether the base goes first in this round for the launch at this index (1-based round, 0-based launch).</summary>
    public static bool BaseFirst(int round, int launchIndex) => (round + launchIndex) % 2 == 1;

    /// <summary>
    /// A round's launches: the methods in order, consecutive ones together while their cases fit
    /// <paramref name="casesPerLaunch"/>; a method with more cases than that has a launch of its own.
    /// </summary>
    /// <param name="cases">Each method's parameter cases, where known; a method not in it counts one.</param>
    public static List<List<string>> Launches(IEnumerable<string> methods, IReadOnlyDictionary<string, int> cases, int casesPerLaunch)
    {
        var launches = new List<List<string>>();
        var size = 0;
        foreach (var method in methods)
        {
            var count = Math.Max(1, cases.GetValueOrDefault(method, 1));
            if (launches.Count == 0 || size + count > casesPerLaunch)
            {
                launches.Add([]);
                size = 0;
            }

            launches[^1].Add(method);
            size += count;
        }

        return launches;
    }

    /// <param name="baseOptions">How to run the base build.</param>
    /// <param name="headOptions">How to run the head build.</param>
    /// <param name="methods">The head's benchmark methods (<c>Namespace.Type.Method</c>) in the category, in run order.</param>
    /// <param name="cases">Each method's parameter cases, where known (<see cref="Launches"/>).</param>
    /// <param name="looks">The most pairs per method, and after how many pairs <paramref name="isDecided"/> is asked.</param>
    /// <param name="isDecided">Whether a method's cases are decided on the pairs so far (base runs, head runs, one per
    /// round): a decided method gets no more pairs.</param>
    public async Task<Result> RunAsync(
        BenchmarkRunOptions baseOptions,
        BenchmarkRunOptions headOptions,
        IReadOnlyList<string> methods,
        IReadOnlyDictionary<string, int> cases,
        PairedLooks looks,
        Func<string, IReadOnlyList<BenchmarkRun>, IReadOnlyList<BenchmarkRun>, bool> isDecided,
        string folder,
        CancellationToken cancellationToken)
    {
        var runs = new Dictionary<bool, List<List<BenchmarkRun>>> { [true] = [], [false] = [] };
        string? headFailure = null;
        string? baseFailure = null;
        // Methods the base does not have (new in this change): the head measures them once, for allocations.
        var newMethods = new HashSet<string>(StringComparer.Ordinal);
        var open = new List<string>(methods);
        var rounds = methods.ToDictionary(m => m, _ => 0, StringComparer.Ordinal);
        var launchNumber = 0;
        for (var round = 1; round <= looks.Budget && open.Count > 0 && headFailure is null && baseFailure is null; round++)
        {
            runs[true].Add([]);
            runs[false].Add([]);
            var launches = Launches(open.Where(m => !newMethods.Contains(m)), cases, GateDefaults.SameRunnerCasesPerLaunch);
            // Progress counts the launches of the whole gate, at most the budget's; the total drops as methods are decided.
            var launchTotal = launchNumber + 2 * launches.Count * (looks.Budget - round + 1);
            await output.WriteLineAsync(
                $"PerfGate: launch pair {round} of at most {looks.Budget}: {launches.Sum(l => l.Count)} benchmark method(s) in {launches.Count} launch(es) a side, base and head back to back").ConfigureAwait(false);
            for (var index = 0; index < launches.Count && headFailure is null && baseFailure is null; index++)
            {
                var launch = launches[index];
                foreach (var method in launch)
                {
                    rounds[method] = round;
                }

                foreach (var isBase in BaseFirst(round, index) ? new[] { true, false } : [false, true])
                {
                    var options = (isBase ? baseOptions : headOptions) with
                    {
                        ArtifactsPath = Path.Combine(folder, LaunchFolder(round, isBase, launch[0])),
                        Filters = [.. launch.SelectMany(BenchmarkMethodKey.Filters)],
                        Launch = new LaunchProgress(++launchNumber, launchTotal, isBase ? "base" : "head", Describe(launch)),
                    };
                    var outcome = await runner.RunAsync(options, cancellationToken).ConfigureAwait(false);
                    if (outcome.Succeeded)
                    {
                        var run = ResultsLoader.Load(options.ResultsPath, output);
                        runs[isBase][^1].Add(run);
                        if (isBase)
                        {
                            // Not in the base revision: no pair, but the head measures it in this round's launch (if it has not
                            // already gone first), so allocations gate against the committed baseline.
                            var measured = run.Benchmarks.Select(b => BenchmarkMethodKey.Of(b.Id)).ToHashSet(StringComparer.Ordinal);
                            newMethods.UnionWith(launch.Where(m => !measured.Contains(m)));
                        }

                        continue;
                    }

                    cancellationToken.ThrowIfCancellationRequested();
                    var message = outcome.Message ?? "the benchmarks did not run";
                    if (!isBase)
                    {
                        headFailure = message;
                        break;
                    }

                    if (outcome.Outcome == BenchmarkRunOutcome.NoBenchmarkMatched)
                    {
                        newMethods.UnionWith(launch);
                        continue;
                    }

                    baseFailure = message;
                    break;
                }
            }

            if (looks.IsLook(round) && round < looks.Budget && headFailure is null && baseFailure is null)
            {
                var (baseRuns, headRuns) = (Merge(runs[true]), Merge(runs[false]));
                var decided = open.Where(m => !newMethods.Contains(m) && isDecided(m, baseRuns, headRuns)).ToList();
                open.RemoveAll(decided.Contains);
                var undecided = open.Count(m => !newMethods.Contains(m));
                await output.WriteLineAsync(
                    $"PerfGate: after {round} pairs: {decided.Count} method(s) decided, {undecided} still undecided" +
                    (undecided > 0 ? $" (more pairs, up to {looks.Budget})" : "")).ConfigureAwait(false);
            }

            open.RemoveAll(newMethods.Contains);
        }

        var everyMethodNew = methods.Count > 0 && newMethods.Count == methods.Count;
        return new Result(
            new Side(Merge(runs[true]), baseFailure ?? (everyMethodNew ? "no benchmark in the category" : null), everyMethodNew),
            new Side(Merge(runs[false]), headFailure, false),
            rounds);
    }

    /// <summary>
    /// The launches <see cref="RunAsync"/> left in one or more folders (each shard's), read back as it returns them: per
    /// side, one run per round with every launch of that round. A launch without results is a method the base
    /// lacks (its head launch alone measured it). The join of a sharded gate reads every shard's this way.
    /// </summary>
    /// <param name="shares">Each folder with, per method measured there, the rounds it was launched in (<see cref="Result.Rounds"/>):
    /// the last round to read.</param>
    public static (IReadOnlyList<BenchmarkRun> Base, IReadOnlyList<BenchmarkRun> Head) Load(
        IReadOnlyList<(string Folder, IReadOnlyDictionary<string, int> Rounds)> shares, TextWriter warnings)
    {
        var runs = new Dictionary<bool, List<List<BenchmarkRun>>> { [true] = [], [false] = [] };
        var last = shares.SelectMany(s => s.Rounds.Values).DefaultIfEmpty(0).Max();
        for (var round = 1; round <= last; round++)
        {
            foreach (var isBase in new[] { true, false })
            {
                runs[isBase].Add([.. shares
                    .SelectMany(share => Directory.EnumerateDirectories(share.Folder, LaunchPrefix(round, isBase) + "*").Order(StringComparer.Ordinal))
                    .Select(RunLayout.ResultsFolder)
                    .Where(results => Directory.Exists(results) && Directory.EnumerateFiles(results, "*.json").Any())
                    .Select(results => ResultsLoader.Load(results, warnings))]);
            }
        }

        return (Merge(runs[true]), Merge(runs[false]));
    }

    /// <summary>One run per round: the round's launches, their benchmarks together (the verdicts pair
    /// base launch i with head launch i, benchmark by benchmark).</summary>
    private static List<BenchmarkRun> Merge(List<List<BenchmarkRun>> rounds) =>
        [.. rounds.Where(r => r.Count > 0).Select(r => new BenchmarkRun(r[0].Host, r[0].Job, [.. r.SelectMany(run => run.Benchmarks)]))];

    private static string LaunchPrefix(int round, bool isBase) => $"r{round:00}-{(isBase ? "base" : "head")}-";

    private static string SafeName(string method) =>
        new([.. method.Select(c => char.IsAsciiLetterOrDigit(c) || c is '.' or '-' or '_' ? c : '_')]);

    /// <summary>What a launch runs, for its progress line: "Ns.Type.A", or "Ns.Type.A and 2 more".</summary>
    private static string Describe(List<string> launch) => launch.Count == 1 ? launch[0] : $"{launch[0]} and {launch.Count - 1} more";
}
