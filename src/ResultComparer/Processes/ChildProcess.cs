using System.Collections.Concurrent;
using System.ComponentModel;
using System.Diagnostics;
using System.Text;

namespace PerfGate.Processes;

/// <summary>
/// Every process the tool starts goes through here: no shell, arguments as a list, MSBuild's variables removed (a
/// <c>dotnet</c> started from inside a build would otherwise load that build's SDK: MSB4062), output read line by
/// line, and a bound on its time after which it is killed with its children, so a hung one never holds the gate.
/// </summary>
internal static class ChildProcess
{
    /// <summary>After the process exited: a grandchild that inherited its pipes (a build server, say) must not hang the caller.</summary>
    private static readonly TimeSpan OutputDrainTimeout = TimeSpan.FromSeconds(10);

    /// <param name="onOutputLine">Called from one thread at a time per pipe.</param>
    /// <returns>How it ended; never throws for a process that could not start, timed out or was canceled.</returns>
    public static async Task<ChildProcessExit> RunAsync(
        ChildProcessStart start, Action<string> onOutputLine, Action<string> onErrorLine, CancellationToken cancellationToken)
    {
        var startInfo = new ProcessStartInfo(start.FileName, start.Arguments)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            StandardOutputEncoding = Encoding.UTF8,
            StandardErrorEncoding = Encoding.UTF8,
            WorkingDirectory = start.WorkingDirectory,
        };
        foreach (var (name, value) in start.Environment)
        {
            startInfo.Environment[name] = value;
        }

        var removed = start.ScrubMSBuildEnvironment ? MSBuildEnvironment.Scrub(startInfo.Environment) : [];
        using var process = new Process { StartInfo = startInfo };
        var stopwatch = Stopwatch.StartNew();
        try
        {
            process.Start();
        }
        catch (Exception e) when (e is Win32Exception or InvalidOperationException)
        {
            return new ChildProcessExit(null, ChildProcessEnd.NotStarted, stopwatch.Elapsed, removed, $"could not start '{start.FileName}': {e.Message}");
        }

        // Nobody answers a prompt on a CI runner: standard input is closed at once.
        process.StandardInput.Close();
        var pumps = Task.WhenAll(Pump(process.StandardOutput, onOutputLine), Pump(process.StandardError, onErrorLine));
        using var bounded = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        bounded.CancelAfter(start.Timeout);
        var end = ChildProcessEnd.Exited;
        try
        {
            await process.WaitForExitAsync(bounded.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            end = cancellationToken.IsCancellationRequested ? ChildProcessEnd.Canceled : ChildProcessEnd.TimedOut;
            Kill(process);
            await process.WaitForExitAsync(CancellationToken.None).ConfigureAwait(false);
        }

        var elapsed = stopwatch.Elapsed;
        await Task.WhenAny(pumps, Task.Delay(OutputDrainTimeout, CancellationToken.None)).ConfigureAwait(false);
        return new ChildProcessExit(end == ChildProcessEnd.Exited ? process.ExitCode : null, end, elapsed, removed, null);
    }

    public static async Task<ChildProcessOutput> CaptureAsync(ChildProcessStart start, CancellationToken cancellationToken)
    {
        // A pipe a grandchild still holds may add lines after the drain's limit: each queue is read as it stands.
        var output = new ConcurrentQueue<string>();
        var error = new ConcurrentQueue<string>();
        var exit = await RunAsync(start, output.Enqueue, error.Enqueue, cancellationToken).ConfigureAwait(false);
        return new ChildProcessOutput(exit, [.. output], [.. error]);
    }

    private static void Kill(Process process)
    {
        try
        {
            process.Kill(entireProcessTree: true);
        }
        catch (InvalidOperationException)
        {
            // It exited in the meantime.
        }
    }

    private static async Task Pump(StreamReader reader, Action<string> onLine)
    {
        while (await reader.ReadLineAsync().ConfigureAwait(false) is { } line)
        {
            onLine(line);
        }
    }
}

internal sealed record ChildProcessOutput(ChildProcessExit Exit, IReadOnlyList<string> Output, IReadOnlyList<string> Error);
