using System.Collections.Concurrent;
using System.Diagnostics;
using System.Text.Json;
using PerfGate.Running;
using PerfGate.Selection.Execution;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>What one build's benchmark methods execute, launched once per (build, method) through the gate's own
/// <see cref="TracedLaunch"/> and kept: a build traced as one pair's head is the next pair's base, and a stopped run goes on
/// where it stopped. What a launch executed depends on the build alone, not on what it is compared with.</summary>
/// <remarks>Only the launch's reading is kept (<see cref="KeptTrace"/>), not its .nettrace files (megabytes each).</remarks>
/// <param name="clock">Shared by both sides of a pair (<see cref="AnsweringClock"/>).</param>
internal sealed class KeptExecution(TracedLaunch tracer, BenchmarkRunOptions side, string folder, AnsweringClock clock) : IExecutionSource
{
    private static readonly JsonSerializerOptions Json = new() { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };

    // The selection asks for several methods at once (one traced launch per core).
    private readonly ConcurrentDictionary<string, double> _launchSeconds = new(StringComparer.Ordinal);

    /// <summary>Per method asked for, its kept launch's own duration: what the gate would spend on that launch.</summary>
    public IReadOnlyDictionary<string, double> LaunchSeconds => _launchSeconds;

    public async Task<ExecutedCode?> ExecutedByAsync(string method, CancellationToken cancellationToken)
    {
        clock.Begin();
        try
        {
            return await AnswerAsync(method, cancellationToken).ConfigureAwait(false);
        }
        finally
        {
            clock.End();
        }
    }

    private async Task<ExecutedCode?> AnswerAsync(string method, CancellationToken cancellationToken)
    {
        var path = Path.Combine(folder, method + ".json");
        if (!File.Exists(path))
        {
            var kept = await LaunchAsync(method, cancellationToken).ConfigureAwait(false);
            Directory.CreateDirectory(folder);
            // Written whole, then moved: a run stopped mid-write leaves no half a trace to be read as one.
            await File.WriteAllTextAsync(path + ".tmp", JsonSerializer.Serialize(kept, Json), cancellationToken).ConfigureAwait(false);
            File.Move(path + ".tmp", path, overwrite: true);
        }

        var trace = JsonSerializer.Deserialize<KeptTrace>(await File.ReadAllTextAsync(path, cancellationToken).ConfigureAwait(false), Json)
            ?? throw new ExecutionTraceException($"{path} holds no trace");
        _launchSeconds[method] = trace.Seconds;
        return trace.ToExecutedCode();
    }

    private async Task<KeptTrace> LaunchAsync(string method, CancellationToken cancellationToken)
    {
        var launch = Path.Combine(folder, method + ".launch");
        var load = LoadAverage.OneMinute();
        var started = Stopwatch.StartNew();
        try
        {
            var code = await tracer.RunAsync(side, method, launch, cancellationToken).ConfigureAwait(false);
            return KeptTrace.Of(code, started.Elapsed.TotalSeconds, load);
        }
        catch (ExecutionTraceException e)
        {
            return KeptTrace.Failed(e.Message, started.Elapsed.TotalSeconds, load);
        }
        finally
        {
            if (Directory.Exists(launch))
            {
                Directory.Delete(launch, recursive: true);
            }
        }
    }
}
