using System.Diagnostics;
using PerfGate.Running;

namespace PerfGate.Selection.Execution;

/// <summary>One short traced launch of one benchmark method on one side (base or head build), read back as what it ran.</summary>
internal sealed class TracedLaunch(BenchmarkRunner runner, TextWriter output)
{
    // Several launches run at once (ChangedCodeSelection); each line is written whole.
    private readonly TextWriter _lines = TextWriter.Synchronized(output);

    /// <summary>A traced launch runs a few seconds; past this something hangs, and the selector should run the benchmark
    /// rather than wait. A backstop: a case that hangs is killed at its own limit first (the side's
    /// <see cref="BenchmarkRunOptions.CaseLimits"/>).</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromMinutes(10);

    /// <summary>How many traced launches run at once: one per core. A traced launch times nothing (what it records is
    /// which methods ran, not how fast), and most of it is one thread starting the runtime and BenchmarkDotNet.</summary>
    public static int AtOnce { get; } = Math.Max(1, Environment.ProcessorCount);

    /// <param name="method"><c>Namespace.Type.Method</c>, all its cases.</param>
    /// <param name="folder">Emptied, then given the launch's results and traces; its name labels the progress lines.</param>
    /// <returns>Null when the build has no such benchmark (a method new in the head has none in the base).</returns>
    /// <exception cref="ExecutionTraceException">The launch failed, or left no readable trace of the benchmark's process.</exception>
    public async Task<ExecutedCode?> RunAsync(BenchmarkRunOptions side, string method, string folder, CancellationToken cancellationToken)
    {
        var label = $"{Path.GetFileName(folder)}: {Path.GetFileName(side.AssemblyPath)}";
        var clock = Stopwatch.StartNew();
        using var limit = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        limit.CancelAfter(Limit);
        var (options, run) = await MethodLaunch.RunAsync(
            runner, _lines, $"PerfGate: tracing what {method} executes ({label}) …", side, method, folder, ExecutionTracing.Job, ExecutionTracing.Environment(folder), limit.Token)
            .ConfigureAwait(false);
        cancellationToken.ThrowIfCancellationRequested();
        if (run.Outcome == BenchmarkRunOutcome.Canceled)
        {
            throw new ExecutionTraceException(FormattableString.Invariant($"the traced launch of {method} ({label}) did not finish in {Limit.TotalMinutes:0} minutes and was killed"));
        }

        if (run is { Outcome: BenchmarkRunOutcome.Hung, Hang: { } hang })
        {
            // Killed at the case limit the gate's own launches have (the side's CaseLimits).
            throw new TracedLaunchHungException($"the traced launch of {method} ({label}) hung: {run.Message}", hang, options.LogPath);
        }

        if (run.Outcome == BenchmarkRunOutcome.NoBenchmarkMatched)
        {
            await _lines.WriteLineAsync($"PerfGate: {method} is not a benchmark of {label}").ConfigureAwait(false);
            return null;
        }

        if (!run.Succeeded)
        {
            throw new ExecutionTraceException($"the traced launch of {method} ({label}) failed: {run.Message}");
        }

        // BenchmarkDotNet may start other .NET processes (the SDK, for its environment summary); they inherit the
        // variables and write traces too, but only a process that loaded the benchmark assembly ran the benchmark.
        var benchmarkModule = Path.GetFileName(side.AssemblyPath);
        var code = EventPipeTrace.Files(folder)
            .Select(ExecutedCodeReader.Read)
            .Where(c => c.Modules.Contains(benchmarkModule))
            .Aggregate((ExecutedCode?)null, (all, next) => all?.Union(next) ?? next)
            ?? throw new ExecutionTraceException($"the traced launch of {method} ({label}) left no trace of a process that loaded {benchmarkModule} in {folder}");
        await _lines.WriteLineAsync(FormattableString.Invariant(
            $"PerfGate: traced what {method} executes ({label}) in {clock.Elapsed.TotalSeconds:0.0} s: {code.Methods.Count:N0} methods in {code.Modules.Count:N0} modules, {code.Cases.Count} case(s)")).ConfigureAwait(false);
        return code;
    }
}
