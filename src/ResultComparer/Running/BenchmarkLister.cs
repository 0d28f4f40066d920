using System.Globalization;
using PerfGate.Model;
using PerfGate.Processes;

namespace PerfGate.Running;

/// <summary>The benchmark methods of the gate's category, as the app itself lists them (<c>--list flat</c>): every shard
/// plans from the whole suite. It costs one start of the app, no benchmark.</summary>
internal static class BenchmarkLister
{
    private static readonly TimeSpan Timeout = TimeSpan.FromMinutes(5);

    /// <exception cref="PerfGateInputException">The app could not list its benchmarks.</exception>
    public static async Task<IReadOnlyList<string>> ListAsync(BenchmarkRunOptions options, string dotnetPath, CancellationToken cancellationToken)
    {
        var app = Path.GetFileName(options.AssemblyPath);
        var start = new ChildProcessStart(
            dotnetPath, [options.AssemblyPath, "--list", "flat", "--anyCategories", options.Category], Path.GetDirectoryName(options.AssemblyPath)!, Timeout);
        var run = await ChildProcess.CaptureAsync(start, cancellationToken).ConfigureAwait(false);
        switch (run.Exit.End)
        {
            case ChildProcessEnd.Canceled:
                throw new OperationCanceledException(cancellationToken);
            case ChildProcessEnd.NotStarted:
                throw new PerfGateInputException($"cannot start '{options.AssemblyPath}' to list its benchmarks: {run.Exit.StartFailure}");
            case ChildProcessEnd.TimedOut:
                throw new PerfGateInputException($"'{app} --list flat' did not finish in {Timeout.TotalMinutes.ToString("0", CultureInfo.InvariantCulture)} minutes.");
        }

        if (run.Exit.ExitCode != 0)
        {
            throw new PerfGateInputException($"'{app} --list flat' exited with code {run.Exit.ExitCode}: {string.Join('\n', run.Error).Trim()}");
        }

        // BenchmarkDotNet prints one "Namespace.Type.Method" per line; anything else (a banner, a warning) has spaces.
        return [.. run.Output.Select(l => l.Trim())
            .Where(l => l.Length > 0 && !l.Contains(' ', StringComparison.Ordinal) && l.Contains('.', StringComparison.Ordinal))
            .Select(BenchmarkMethodKey.Of).Distinct(StringComparer.Ordinal)];
    }
}
