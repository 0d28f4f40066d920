using System.Diagnostics;
using System.Globalization;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Selection.Changes;
using PerfGate.Selection.Execution;

namespace PerfGate.Selection;

/// <summary>
/// The same-runner gate's selection (<c>--select changed</c>): compare the two builds (<see cref="BuildComparison"/>);
/// when code differs and nothing forces every benchmark to run, ask each side what each benchmark method executes (the
/// gate: a <see cref="TracedLaunch"/> per method and side) and decide per method (<see cref="BenchmarkSelector"/>).
/// </summary>
/// <remarks>Cost: the comparison reads both builds' assemblies (a second or two); traced launches run only when some
/// method's code differs, two per benchmark method, each a short in-process run with the JIT's events on, as many at
/// once as the machine has cores. The history evaluation (eval/selection/history) calls this same method over builds of a suite's past commits.</remarks>
internal sealed class ChangedCodeSelection(TextWriter output)
{
    /// <param name="baseOutput">The base revision's build output folder (not the harness copy the launches run from).</param>
    /// <param name="methods">The head's benchmark methods, <c>Namespace.Type.Method</c>.</param>
    /// <param name="baseExecution">What the base executes per method; asked only when some code differs.</param>
    /// <param name="casesOf">The gate's case ids of a method, for those reported unchanged without running.</param>
    public async Task<SelectionPlan> SelectAsync(
        SelectMode mode,
        string baseOutput,
        string headOutput,
        IReadOnlyList<string> methods,
        IExecutionSource baseExecution,
        IExecutionSource headExecution,
        Func<string, IReadOnlyList<string>> casesOf,
        CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        await output.WriteLineAsync("PerfGate: selection: comparing the base and head builds method by method").ConfigureAwait(false);
        var changes = BuildComparison.Compare(baseOutput, headOutput);
        if (changes.RunAll.Count > 0)
        {
            var reasons = changes.RunAll.Select(r => $"{r.File}: {r.Why}").ToList();
            await output.WriteLineAsync($"PerfGate: selection: every benchmark runs: {reasons[0]}" + (reasons.Count > 1 ? $" (and {reasons.Count - 1} more)" : "")).ConfigureAwait(false);
            return SelectionPlan.Everything(methods, mode.Name, $"every benchmark runs: {reasons[0]}", reasons, changes.Methods.Count, Seconds(clock)) with { Changes = changes };
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
        // Traced launches measure nothing, so they may share the machine: one per core at a time (TracedLaunch.AtOnce).
        var decisions = new MethodSelection[methods.Count];
        await Parallel.ForEachAsync(
            Enumerable.Range(0, methods.Count),
            new ParallelOptions { MaxDegreeOfParallelism = TracedLaunch.AtOnce, CancellationToken = cancellationToken },
            async (i, token) => decisions[i] = await DecideAsync(methods[i], changes, baseKeys, headKeys, baseExecution, headExecution, casesOf, token).ConfigureAwait(false))
            .ConfigureAwait(false);

        foreach (var hung in decisions.Where(d => d.Hung is not null))
        {
            await output.WriteLineAsync($"PerfGate: {hung.Method} hung in the head's traced launch: it fails the gate and is launched no more; the other methods go on").ConfigureAwait(false);
        }

        var plan = Plan(mode, decisions, changes, clock);
        await output.WriteLineAsync(string.Create(CultureInfo.InvariantCulture,
            $"PerfGate: selection: {plan.Summary.Selected} of {plan.Summary.Methods} benchmark method(s) execute code this change touched ({plan.Summary.Seconds:0.0} s)")).ConfigureAwait(false);
        return plan;
    }

    private static async Task<MethodSelection> DecideAsync(
        string method, CompiledChanges changes, MethodKeys baseKeys, MethodKeys headKeys, IExecutionSource baseExecution, IExecutionSource headExecution,
        Func<string, IReadOnlyList<string>> casesOf, CancellationToken cancellationToken)
    {
        try
        {
            var @base = await baseExecution.ExecutedByAsync(method, cancellationToken).ConfigureAwait(false);
            ExecutedCode head;
            try
            {
                head = await headExecution.ExecutedByAsync(method, cancellationToken).ConfigureAwait(false)
                    ?? throw new ExecutionTraceException($"the head's traced launch found no benchmark {method}");
            }
            catch (TracedLaunchHungException e)
            {
                // The head's own code hangs, at the limit its pairs' launches would have: that is their verdict, reached
                // without waiting for it again. (A base that hangs is measured instead: its hang is not the change's doing.)
                return new MethodSelection(method, new Reports.ReportSelection(true, $"it hung in the head's traced launch ({e.Message}), so it fails without pairs", []), [])
                {
                    Hung = new HungMethod(method, Reports.ReportHang.HeadSide, e.Hang, e.LogPath),
                };
            }

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
        new(decisions, new Reports.ReportSelectionSummary(mode.Name, decisions.Count(d => d.Runs), decisions.Count, [], changes.Methods.Count, Seconds(clock)))
        {
            Changes = changes,
        };

    private static double Seconds(Stopwatch clock) => Math.Round(clock.Elapsed.TotalSeconds, 1);
}
