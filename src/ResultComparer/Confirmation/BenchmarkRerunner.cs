using PerfGate.Ingest;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Running;

namespace PerfGate.Confirmation;

/// <summary>
/// Re-runs flagged benchmarks through <see cref="BenchmarkRunner"/> with the first run's job, each attempt into
/// its own confirm folder of the <see cref="RunLayout"/>.
/// </summary>
/// <remarks>
/// BenchmarkDotNet 0.14 filters by <c>Namespace.Type.Method</c>, not by parameter values, so a flagged case
/// of a [Params] benchmark re-runs every case of its method; only the flagged ones are pooled.
/// </remarks>
public sealed class BenchmarkRerunner(BenchmarkRunner runner, BenchmarkRunOptions firstRun, RunLayout layout, TextWriter output) : IBenchmarkRerunner
{
    public async Task<BenchmarkRun?> RerunAsync(IReadOnlyList<string> benchmarkIds, int attempt, CancellationToken cancellationToken)
    {
        var options = firstRun with
        {
            ArtifactsPath = layout.ConfirmFolder(attempt),
            Filters = benchmarkIds.Select(MethodFilter).Distinct(StringComparer.Ordinal).ToList(),
        };
        var result = await runner.RunAsync(options, cancellationToken).ConfigureAwait(false);
        if (!result.Succeeded)
        {
            await output.WriteLineAsync($"PerfGate: the confirm re-run failed ({result.Message}); the first run's verdicts stand.").ConfigureAwait(false);
            return null;
        }

        return ResultsLoader.Load(options.ResultsPath, output);
    }

    /// <summary>"Ns.Type.Method(Param: 1)" → "Ns.Type.Method": the name BenchmarkDotNet's --filter matches.</summary>
    internal static string MethodFilter(string benchmarkId)
    {
        var parameters = benchmarkId.IndexOf('(', StringComparison.Ordinal);
        return parameters < 0 ? benchmarkId : benchmarkId[..parameters];
    }
}
