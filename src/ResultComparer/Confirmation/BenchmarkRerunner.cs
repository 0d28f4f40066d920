using PerfGate.Ingest;
using PerfGate.Layout;
using PerfGate.Model;
using PerfGate.Running;

namespace PerfGate.Confirmation;

/// <summary>Re-runs flagged benchmarks with the first run's job, each attempt into its own confirm folder.</summary>
/// <remarks>
/// BenchmarkDotNet 0.14 and later match <c>--filter</c> against each case's full name as the JSON writes it,
/// parameters included (<c>Ns.Type.Method(N: 2)</c>), so only the flagged cases re-run (checked with real runs
/// of 0.14.0 and 0.15.8, tests/Fixtures). Older versions match <c>Namespace.Type.Method</c> only (0.13.2 finds
/// no benchmark for a case name): there a flagged case of a [Params] benchmark re-runs every case of its
/// method, and only the flagged ones are pooled. The 0.13.3–0.13.12 releases are not checked and keep the method filter.
/// </remarks>
internal sealed class BenchmarkRerunner(BenchmarkRunner runner, BenchmarkRunOptions firstRun, RunLayout layout, TextWriter output) : IBenchmarkRerunner
{
    public async Task<BenchmarkRun?> RerunAsync(IReadOnlyList<string> benchmarkIds, int attempt, CancellationToken cancellationToken)
    {
        var options = firstRun with
        {
            ArtifactsPath = layout.ConfirmFolder(attempt),
            Filters = Filters(benchmarkIds, FirstRunBenchmarkDotNetVersion()),
        };
        var result = await runner.RunAsync(options, cancellationToken).ConfigureAwait(false);
        if (!result.Succeeded)
        {
            await output.WriteLineAsync($"PerfGate: the confirm re-run failed ({result.Message}); the first run's verdicts stand.").ConfigureAwait(false);
            return null;
        }

        return ResultsLoader.Load(options.ResultsPath, output);
    }

    internal static IReadOnlyList<string> Filters(IReadOnlyList<string> benchmarkIds, string benchmarkDotNetVersion) =>
        (FiltersSelectCases(benchmarkDotNetVersion) ? benchmarkIds : benchmarkIds.Select(MethodFilter))
            .Distinct(StringComparer.Ordinal)
            .ToList();

    // "0.15.8", or a nightly's "0.15.8.2590" / "0.16.0-nightly.20260101.1".
    internal static bool FiltersSelectCases(string benchmarkDotNetVersion) =>
        Version.TryParse(benchmarkDotNetVersion.Split('-', '+')[0], out var version) && version >= FirstVersionFilteringCases;

    private static readonly Version FirstVersionFilteringCases = new(0, 14, 0);

    // The first run's results say which BenchmarkDotNet the project runs; unreadable, they say nothing, and
    // the method filter works with every version.
    private string FirstRunBenchmarkDotNetVersion()
    {
        try
        {
            return ResultsLoader.Load(firstRun.ResultsPath).Host.BenchmarkDotNetVersion;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or PerfGateInputException)
        {
            return "unknown";
        }
    }

    // "Ns.Type.Method(Param: 1)" → "Ns.Type.Method": the name every BenchmarkDotNet version's --filter matches.
    internal static string MethodFilter(string benchmarkId) => benchmarkId.Split('(')[0];
}
