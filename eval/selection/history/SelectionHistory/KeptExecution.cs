using System.Diagnostics;
using System.Text.Json;
using PerfGate.Running;
using PerfGate.Selection.Execution;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>What one build's benchmark methods execute, launched once per (build, method) through the gate's own
/// <see cref="TracedLaunch"/> and kept: a build traced as one pair's head is the next pair's base, and a stopped run goes on
/// where it stopped. What a launch executed depends on the build alone, not on what it is compared with.</summary>
/// <remarks>Only the launch's reading is kept (<see cref="KeptTrace"/>), not its .nettrace files (megabytes each).</remarks>
internal sealed class KeptExecution(TracedLaunch tracer, BenchmarkRunOptions side, string folder) : IExecutionSource
{
    private static readonly JsonSerializerOptions Json = new() { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };

    /// <summary>The seconds the gate would spend on the launches asked for so far: each kept launch's own duration.</summary>
    public double LaunchSeconds { get; private set; }

    /// <summary>Launches run by this instance (the others were kept from before).</summary>
    public int Launched { get; private set; }

    /// <summary>Methods asked for so far.</summary>
    public int Asked { get; private set; }

    /// <summary>The wall time spent answering, launches run now included: the caller takes it out of its own clock so its
    /// figure is the selection's work alone.</summary>
    public TimeSpan Spent => _spent.Elapsed;

    private readonly Stopwatch _spent = new();

    // The selection asks for several methods at once (one traced launch per core): the counters and the clock are shared.
    private readonly Lock _gate = new();
    private int _answering;

    public async Task<ExecutedCode?> ExecutedByAsync(string method, CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            Asked++;
            if (_answering++ == 0)
            {
                _spent.Start();
            }
        }

        try
        {
            return await AnswerAsync(method, cancellationToken).ConfigureAwait(false);
        }
        finally
        {
            lock (_gate)
            {
                if (--_answering == 0)
                {
                    _spent.Stop();
                }
            }
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
            lock (_gate)
            {
                Launched++;
            }
        }

        var trace = JsonSerializer.Deserialize<KeptTrace>(await File.ReadAllTextAsync(path, cancellationToken).ConfigureAwait(false), Json)
            ?? throw new ExecutionTraceException($"{path} holds no trace");
        lock (_gate)
        {
            LaunchSeconds += trace.Seconds;
        }
        return trace.ToExecutedCode();
    }

    private async Task<KeptTrace> LaunchAsync(string method, CancellationToken cancellationToken)
    {
        var launch = Path.Combine(folder, method + ".launch");
        var load = LoadAverage.OneMinute();
        var clock = Stopwatch.StartNew();
        try
        {
            var code = await tracer.RunAsync(side, method, launch, cancellationToken).ConfigureAwait(false);
            return KeptTrace.Of(code, clock.Elapsed.TotalSeconds, load);
        }
        catch (ExecutionTraceException e)
        {
            return KeptTrace.Failed(e.Message, clock.Elapsed.TotalSeconds, load);
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
