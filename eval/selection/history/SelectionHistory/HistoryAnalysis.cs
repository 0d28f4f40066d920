using System.Diagnostics;
using System.Text.Json;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Selection;
using PerfGate.Selection.Execution;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>Gates each pair of a suite's history as the same-runner gate selects (<see cref="ChangedCodeSelection"/>, the
/// gate's own method): the parent's build as the base, the commit's as the head, what each executes from
/// <see cref="KeptExecution"/>. A pair's outcome is kept too, so a run stopped midway goes on where it stopped and a
/// finished pair's seconds stay the ones first measured.</summary>
internal sealed class HistoryAnalysis(HistoryOptions options, TextWriter output)
{
    private static readonly JsonSerializerOptions Json = new() { PropertyNamingPolicy = JsonNamingPolicy.CamelCase, WriteIndented = true };

    public async Task<IReadOnlyList<PairOutcome>> RunAsync(CancellationToken cancellationToken)
    {
        var pairs = GatedPair.Read(options.PairsFile);
        var builds = new BuildCache(options.BuildsFolder, options.BenchmarkAssembly);
        var tracer = new TracedLaunch(new BenchmarkRunner(output), output);
        var outcomes = new List<PairOutcome>();
        foreach (var (pair, index) in pairs.Select((p, i) => (p, i + 1)))
        {
            await output.WriteLineAsync($"selhist: {options.Suite}: pair {index} of {pairs.Count}: {pair.ShortCommit} against {pair.Parent[..10]} ({pair.Subject})").ConfigureAwait(false);
            outcomes.Add(await OutcomeAsync(pair, builds, tracer, cancellationToken).ConfigureAwait(false));
        }

        return outcomes;
    }

    private async Task<PairOutcome> OutcomeAsync(GatedPair pair, BuildCache builds, TracedLaunch tracer, CancellationToken cancellationToken)
    {
        var kept = Path.Combine(options.OutputFolder, "pairs", $"{pair.Commit}-{pair.Parent}.json");
        if (File.Exists(kept))
        {
            return JsonSerializer.Deserialize<PairOutcome>(await File.ReadAllTextAsync(kept, cancellationToken).ConfigureAwait(false), Json)
                ?? throw new InvalidOperationException($"{kept} holds no outcome");
        }

        var load = LoadAverage.OneMinute();
        var methods = builds.GatedMethods(pair.Commit);
        var answering = new AnsweringClock();
        var baseSide = Execution(builds, pair.Parent, tracer, answering);
        var headSide = Execution(builds, pair.Commit, tracer, answering);
        var clock = Stopwatch.StartNew();
        var plan = await new ChangedCodeSelection(output).SelectAsync(
            SelectMode.Changed, builds.OutputOf(pair.Parent), builds.OutputOf(pair.Commit), methods, baseSide, headSide, _ => [], cancellationToken).ConfigureAwait(false);
        var own = clock.Elapsed - answering.Spent;
        var changes = plan.Changes ?? throw new InvalidOperationException("the selection's plan names no comparison");
        var launches = methods.Select(m => baseSide.LaunchSeconds.GetValueOrDefault(m) + headSide.LaunchSeconds.GetValueOrDefault(m)).ToList();
        var outcome = new PairOutcome(
            pair,
            changes.Methods.Count,
            changes.Types.Count,
            [.. changes.Methods.Values.Select(m => $"{m.Name} ({m.Kind.ToString().ToLowerInvariant()})"), .. changes.Types.Values.Select(t => $"{t.Name} ({t.Why})")],
            plan.Summary.RunAll,
            methods,
            [.. plan.Methods.Where(m => m.Runs).Select(m => new MethodDecision(m.Method, m.Decision.Reason))],
            [.. plan.Methods.Where(m => !m.Runs).Select(m => new MethodDecision(m.Method, m.Decision.Reason))],
            Math.Round(own.TotalSeconds, 2),
            Math.Round(launches.Sum(), 2),
            Math.Round(Makespan(launches, TracedLaunch.AtOnce), 2),
            baseSide.LaunchSeconds.Count + headSide.LaunchSeconds.Count,
            load);
        Directory.CreateDirectory(Path.GetDirectoryName(kept)!);
        await File.WriteAllTextAsync(kept, JsonSerializer.Serialize(outcome, Json), cancellationToken).ConfigureAwait(false);
        return outcome;
    }

    /// <summary>The gate's wall time for its traced launches, from their kept durations: each method's base and head one
    /// after the other, methods in order, as many at once as <paramref name="atOnce"/>, each to the first free slot (as
    /// <see cref="ChangedCodeSelection"/>'s parallel loop takes them).</summary>
    internal static double Makespan(IReadOnlyList<double> perMethod, int atOnce)
    {
        var free = new double[Math.Max(1, atOnce)];
        foreach (var seconds in perMethod)
        {
            var first = Array.IndexOf(free, free.Min());
            free[first] += seconds;
        }

        return free.Max();
    }

    private KeptExecution Execution(BuildCache builds, string commit, TracedLaunch tracer, AnsweringClock answering)
    {
        // Kept by the build, not the commit: two commits that share a build share its traces.
        var traces = Path.Combine(options.TracesFolder, builds.BuiltAs(commit));
        // The launch's job, filters and artifacts are TracedLaunch's own; the category is the gate's.
        var side = new BenchmarkRunOptions(builds.AssemblyOf(commit), traces, BuildCache.Category, BenchmarkJob.Dry, Verbose: false);
        return new KeptExecution(tracer, side, traces, answering);
    }
}
