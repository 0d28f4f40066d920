using System.Diagnostics;
using System.Globalization;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Selection.Changes;
using PerfGate.Selection.Execution;

namespace PerfGate.Selection;

/// <summary>
/// The same-runner gate's selection (<c>--select changed</c>): compare the two builds (<see cref="BuildComparison"/>);
/// when code differs and nothing forces every benchmark to run, trace what each benchmark method executes on both sides
/// (<see cref="TracedLaunch"/>) and decide per method (<see cref="BenchmarkSelector"/>).
/// </summary>
/// <remarks>Cost: the comparison reads both builds' assemblies (a second or two); traced launches run only when some
/// method's code differs, two per benchmark method, each a short in-process run with the JIT's events on, as many at
/// once as the machine has cores.</remarks>
internal sealed class ChangedCodeSelection(BenchmarkRunner runner, TextWriter output)
{
    /// <param name="baseOutput">The base revision's build output folder (not the harness copy the launches run from).</param>
    /// <param name="baseSide">How the base's launches start (its harness copy); the traced launches start the same way.</param>
    /// <param name="casesOf">The gate's case ids of a method, for those reported unchanged without running.</param>
    /// <param name="folder">Where the traced launches keep their traces.</param>
    public async Task<SelectionPlan> SelectAsync(
        SelectMode mode,
        string baseOutput,
        string headOutput,
        BenchmarkRunOptions baseSide,
        BenchmarkRunOptions headSide,
        IReadOnlyList<string> methods,
        Func<string, IReadOnlyList<string>> casesOf,
        string folder,
        CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        await output.WriteLineAsync("PerfGate: selection: comparing the base and head builds method by method").ConfigureAwait(false);
        var changes = BuildComparison.Compare(baseOutput, headOutput);
        if (changes.RunAll.Count > 0)
        {
            var reasons = changes.RunAll.Select(r => $"{r.File}: {r.Why}").ToList();
            await output.WriteLineAsync($"PerfGate: selection: every benchmark runs: {reasons[0]}" + (reasons.Count > 1 ? $" (and {reasons.Count - 1} more)" : "")).ConfigureAwait(false);
            return SelectionPlan.Everything(methods, mode.Name, $"every benchmark runs: {reasons[0]}", reasons, changes.Methods.Count, Seconds(clock));
        }

        if (changes.IsEmpty)
        {
            await output.WriteLineAsync(string.Create(CultureInfo.InvariantCulture,
                $"PerfGate: selection: the two builds' code is identical ({changes.ComparedMethods} methods compared): no benchmark runs")).ConfigureAwait(false);
            return Plan(mode, [.. methods.Select(m => BenchmarkSelector.Unchanged(m, changes, casesOf(m)))], changes, clock);
        }

        await output.WriteLineAsync(string.Create(CultureInfo.InvariantCulture,
            $"PerfGate: selection: {changes.Methods.Count} method(s) and {changes.Types.Count} type(s) differ; tracing what each of {methods.Count} benchmark method(s) executes, base and head"))
            .ConfigureAwait(false);
        var baseKeys = MethodKeys.Open(baseOutput);
        var headKeys = MethodKeys.Open(headOutput);
        // Traced launches measure nothing, so they may share the machine: one per core at a time. Their lines interleave,
        // each naming its method and side.
        var lines = TextWriter.Synchronized(output);
        var tracer = new TracedLaunch(runner, lines);
        var decisions = new MethodSelection[methods.Count];
        await Parallel.ForEachAsync(
            Enumerable.Range(0, methods.Count),
            new ParallelOptions { MaxDegreeOfParallelism = TracedLaunch.AtOnce, CancellationToken = cancellationToken },
            async (i, token) => decisions[i] = await DecideAsync(tracer, methods[i], i + 1, changes, baseKeys, headKeys, baseSide, headSide, casesOf, folder, token).ConfigureAwait(false))
            .ConfigureAwait(false);

        var plan = Plan(mode, decisions, changes, clock);
        await output.WriteLineAsync(string.Create(CultureInfo.InvariantCulture,
            $"PerfGate: selection: {plan.Summary.Selected} of {plan.Summary.Methods} benchmark method(s) execute code this change touched ({plan.Summary.Seconds:0.0} s)")).ConfigureAwait(false);
        return plan;
    }

    private static async Task<MethodSelection> DecideAsync(
        TracedLaunch tracer, string method, int index, CompiledChanges changes, MethodKeys baseKeys, MethodKeys headKeys, BenchmarkRunOptions baseSide,
        BenchmarkRunOptions headSide, Func<string, IReadOnlyList<string>> casesOf, string folder, CancellationToken cancellationToken)
    {
        try
        {
            var name = index.ToString("00", CultureInfo.InvariantCulture);
            var @base = await tracer.RunAsync(baseSide, method, Path.Combine(folder, $"{name}-base"), cancellationToken).ConfigureAwait(false);
            var head = await tracer.RunAsync(headSide, method, Path.Combine(folder, $"{name}-head"), cancellationToken).ConfigureAwait(false)
                ?? throw new ExecutionTraceException($"the head's traced launch found no benchmark {method}");
            return BenchmarkSelector.Decide(
                method, changes, new MethodTraces(@base, head), m => baseKeys.KeyOf(m.ModuleFile, m.Token), m => headKeys.KeyOf(m.ModuleFile, m.Token), casesOf);
        }
        catch (Exception e) when (e is not OperationCanceledException)
        {
            // Whatever kept a launch from being traced, the method is measured: a selection never skips on a guess.
            return new MethodSelection(method, new Reports.ReportSelection(true, $"what it executes could not be traced ({e.Message}), so it is measured", []), []);
        }
    }

    private static SelectionPlan Plan(SelectMode mode, IReadOnlyList<MethodSelection> decisions, CompiledChanges changes, Stopwatch clock) =>
        new(decisions, new Reports.ReportSelectionSummary(mode.Name, decisions.Count(d => d.Runs), decisions.Count, [], changes.Methods.Count, Seconds(clock)));

    private static double Seconds(Stopwatch clock) => Math.Round(clock.Elapsed.TotalSeconds, 1);
}
