using PerfGate.Formatting;
using PerfGate.Reports;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>
/// The build-log lines about what time was compared with: why a time regression against the committed baseline is
/// only a warning (PG0220), which benchmarks the base revision does not have (PG0221), and where the head allocates
/// differently from the base measured beside it (PG0222).
/// </summary>
public static class ComparisonDiagnostics
{
    /// <param name="settings">The allocation thresholds: a base/head difference within them is not worth a line.</param>
    public static IEnumerable<ReportDiagnostic> From(ReportComparison? comparison, IReadOnlyList<ReportBenchmark> benchmarks, GateSettings settings)
    {
        if (comparison is null)
        {
            yield break;
        }

        var sameRunner = comparison.Mode == ReportComparison.SameRunnerMode;
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

        if (comparison.Mode != ReportComparison.SameRunnerMode || comparison.Pairs is not > 0)
        {
            yield break;
        }

        foreach (var benchmark in benchmarks)
        {
            if (benchmark.Time is null && benchmark.Allocation is not null && benchmark.Status is not (BenchmarkStatus.Missing or BenchmarkStatus.Failed))
            {
                yield return Line(DiagnosticSeverity.Warning, DiagnosticCodes.NotInBaseRevision, benchmark.Id,
                    $"{benchmark.Id}: not in the base revision {Short(comparison.BaseCommit)}, so no time verdict (a new benchmark); allocations gate against the committed baseline.");
            }

            if (benchmark is { BaseRevisionBytes: { } baseBytes, Allocation.CurrentBytes: { } headBytes }
                && AllocationComparer.Compare(baseBytes, headBytes, settings.AllocationThresholdFor(benchmark.Id)).Status is MetricStatus.Regressed or MetricStatus.Improved)
            {
                yield return Line(headBytes > baseBytes ? DiagnosticSeverity.Warning : DiagnosticSeverity.Message, DiagnosticCodes.AllocationDiffersFromBase, benchmark.Id,
                    $"{benchmark.Id}: allocates {Units.Bytes(headBytes)}/op, the base revision {Short(comparison.BaseCommit)} {Units.Bytes(baseBytes)}/op measured beside it.");
            }
        }
    }

    private static string Short(string? commit) => commit is { Length: > 12 } ? commit[..12] : commit ?? "?";

    private static ReportDiagnostic Line(DiagnosticSeverity severity, string code, string? benchmarkId, string message) =>
        new(severity, code, benchmarkId, LogText.OneLine(message));
}
