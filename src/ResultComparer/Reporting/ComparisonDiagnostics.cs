using PerfGate.Reports;
using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>
/// The build-log lines about what was compared with: why a time regression against the committed baseline is only a
/// warning (PG0220), which benchmarks the base revision does not have (PG0221), and what allocations were judged
/// against in the same-runner mode (PG0222).
/// </summary>
public static class ComparisonDiagnostics
{
    public static IEnumerable<ReportDiagnostic> From(ReportComparison? comparison, IReadOnlyList<ReportBenchmark> benchmarks)
    {
        if (comparison is null)
        {
            yield break;
        }

        var sameRunner = comparison.IsSameRunner;
        if (sameRunner && comparison.Pairs is not > 0)
        {
            // The project, or every tagged benchmark, is new since the base: nothing had a time verdict.
            yield return Line(DiagnosticSeverity.Warning, DiagnosticCodes.NotInBaseRevision, null, comparison.Note);
        }
        else if (!comparison.TimeGates)
        {
            // Loud only when it kept a time regression from failing the gate; otherwise one line that says how time was judged.
            var silenced = benchmarks.Any(b => b.Time is { Status: MetricStatus.Regressed, Advisory: true });
            yield return Line(silenced ? DiagnosticSeverity.Warning : DiagnosticSeverity.Message, DiagnosticCodes.TimeNotGated, null, comparison.Note);
        }
        else
        {
            yield return Line(DiagnosticSeverity.Message, DiagnosticCodes.TimeComparison, null, comparison.Note);
        }

        if (!sameRunner)
        {
            yield break;
        }

        foreach (var benchmark in comparison.Pairs is > 0 ? benchmarks : [])
        {
            if (benchmark is { Time: null, Allocation.AgainstBaseRevision: false, Status: not (BenchmarkStatus.Missing or BenchmarkStatus.Failed) })
            {
                yield return Line(DiagnosticSeverity.Warning, DiagnosticCodes.NotInBaseRevision, benchmark.Id,
                    $"{benchmark.Id}: not in the base revision {Short(comparison.BaseCommit)}, so no time verdict (a new benchmark); allocations gate against the committed baseline.");
            }
        }

        if (AllocationReferences(benchmarks, comparison.BaseCommit) is { } references)
        {
            yield return Line(DiagnosticSeverity.Message, DiagnosticCodes.AllocationsJudgedAgainst, null, references);
        }
    }

    /// <summary>
    /// "Allocations: 7 benchmark(s) judged against the base revision 0123456789ab, launch by launch (…); 1 against the
    /// committed baseline (not in the base revision)." Null when no benchmark has an allocation verdict.
    /// </summary>
    private static string? AllocationReferences(IReadOnlyList<ReportBenchmark> benchmarks, string? baseCommit)
    {
        var judged = benchmarks.Where(b => b.Allocation is not null).ToList();
        if (judged.Count == 0)
        {
            return null;
        }

        var againstBase = judged.Count(b => b.Allocation!.AgainstBaseRevision);
        var againstCommitted = judged.Count - againstBase;
        var parts = new List<string>();
        if (againstBase > 0)
        {
            parts.Add($"{againstBase} benchmark(s) judged against the base revision {Short(baseCommit)}, launch by launch (a regression only when " +
                "every head launch allocates more than every base launch by more than the limit: bytes per operation can differ between processes)");
        }

        if (againstCommitted > 0)
        {
            parts.Add($"{againstCommitted}{(againstBase > 0 ? "" : " benchmark(s)")} against the committed baseline (not in the base revision)");
        }

        return $"Allocations: {string.Join("; ", parts)}.";
    }

    private static string Short(string? commit) => commit is { Length: > 12 } ? commit[..12] : commit ?? "?";

    private static ReportDiagnostic Line(DiagnosticSeverity severity, string code, string? benchmarkId, string message) =>
        new(severity, code, benchmarkId, LogText.OneLine(message));
}
