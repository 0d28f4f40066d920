using System.Diagnostics;
using PerfGate.Running;

namespace PerfGate.Sharding;

/// <summary>
/// The benchmark methods of the gate's category, as the benchmark app itself lists them
/// (<c>--list flat --anyCategories PerfGate</c>): every shard plans from the whole suite, so each needs the same
/// list before running its share. It costs one start of the app, no benchmark.
/// </summary>
public static class BenchmarkLister
{
    private static readonly TimeSpan Timeout = TimeSpan.FromMinutes(5);

    /// <exception cref="PerfGateInputException">The app could not list its benchmarks.</exception>
    /// <param name="dotnetPath">The <c>dotnet</c> executable, as the benchmark runner uses it.</param>
    public static async Task<IReadOnlyList<string>> ListAsync(BenchmarkRunOptions options, string dotnetPath, CancellationToken cancellationToken)
    {
        var startInfo = new ProcessStartInfo(dotnetPath)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            WorkingDirectory = Path.GetDirectoryName(options.AssemblyPath)!,
        };
        foreach (var argument in new[] { options.AssemblyPath, "--list", "flat", "--anyCategories", options.Category })
        {
            startInfo.ArgumentList.Add(argument);
        }

        MSBuildEnvironment.Scrub(startInfo.Environment);
        using var process = Process.Start(startInfo)
            ?? throw new PerfGateInputException($"cannot start '{options.AssemblyPath}' to list its benchmarks.");
        var output = process.StandardOutput.ReadToEndAsync(cancellationToken);
        var error = process.StandardError.ReadToEndAsync(cancellationToken);
        using var timeout = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeout.CancelAfter(Timeout);
        try
        {
            await process.WaitForExitAsync(timeout.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            // A hung app must not outlive the gate, nor end it with a stack trace.
            process.Kill(entireProcessTree: true);
            cancellationToken.ThrowIfCancellationRequested();
            throw new PerfGateInputException(
                $"'{Path.GetFileName(options.AssemblyPath)} --list flat' did not finish in {Timeout.TotalMinutes.ToString("0", System.Globalization.CultureInfo.InvariantCulture)} minutes.");
        }

        var lines = (await output.ConfigureAwait(false)).Split('\n', StringSplitOptions.TrimEntries | StringSplitOptions.RemoveEmptyEntries);
        if (process.ExitCode != 0)
        {
            throw new PerfGateInputException(
                $"'{Path.GetFileName(options.AssemblyPath)} --list flat' exited with code {process.ExitCode}: {(await error.ConfigureAwait(false)).Trim()}");
        }

        // BenchmarkDotNet prints one "Namespace.Type.Method" per line; anything else (a banner, a warning) has spaces.
        return [.. lines.Where(l => !l.Contains(' ', StringComparison.Ordinal) && l.Contains('.', StringComparison.Ordinal)).Select(BenchmarkMethodKey.Of).Distinct(StringComparer.Ordinal)];
    }
}
