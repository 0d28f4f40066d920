using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>
/// Turns a <see cref="GateResult"/> into build-log lines: one error per offending benchmark (naming every
/// metric that regressed), warnings for what deserves a look but cannot fail the build.
/// </summary>
public static class GateDiagnostics
{
    public static IReadOnlyList<GateDiagnostic> From(GateResult result)
    {
        var diagnostics = result.Problems
            .Select(p => new GateDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.NothingToCompare, null, p))
            .ToList();

        if (result.Hosts.MismatchReason is { } reason)
        {
            diagnostics.Add(new GateDiagnostic(
                DiagnosticSeverity.Warning, DiagnosticCodes.HostMismatch, null,
                $"Time is advisory in this run: {reason}. Allocations still gate; re-record the baseline on this host to gate time again."));
        }

        diagnostics.AddRange(result.Benchmarks.Select(For).OfType<GateDiagnostic>());
        return diagnostics;
    }

    private static GateDiagnostic? For(BenchmarkVerdict verdict)
    {
        var id = verdict.Id;
        switch (verdict.Status)
        {
            case BenchmarkStatus.Failed:
                return new GateDiagnostic(DiagnosticSeverity.Error, DiagnosticCodes.BenchmarkFailed, id,
                    $"{id}: the benchmark failed (it threw or produced no measurement); see the benchmark log.");
            case BenchmarkStatus.New:
                return new GateDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.NewBenchmark, id,
                    $"{id}: not in the baseline, so not gated yet; update the baseline to include it.");
            case BenchmarkStatus.Missing:
                return new GateDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.MissingBenchmark, id,
                    $"{id}: in the baseline but not in this run (renamed, removed or no longer tagged).");
            case BenchmarkStatus.Regressed:
                return Regression(verdict);
            case BenchmarkStatus.Inconclusive:
                return new GateDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.Inconclusive, id,
                    $"{id}: inconclusive: {string.Join("; ", InconclusiveParts(verdict))}");
            default:
                return AdvisoryTimeRegression(verdict);
        }
    }

    private static GateDiagnostic Regression(BenchmarkVerdict verdict)
    {
        var parts = new List<string>();
        var allocationRegressed = verdict.Allocation?.Status == MetricStatus.Regressed;
        if (allocationRegressed)
        {
            parts.Add(VerdictText.Allocation(verdict.Allocation!));
        }

        if (verdict.Time is { Status: MetricStatus.Regressed, Advisory: false } time)
        {
            parts.Add(VerdictText.Time(time));
        }

        var code = allocationRegressed ? DiagnosticCodes.AllocationRegressed : DiagnosticCodes.TimeRegressed;
        return new GateDiagnostic(DiagnosticSeverity.Error, code, verdict.Id, $"{verdict.Id}: {string.Join("; ", parts)}");
    }

    private static IEnumerable<string> InconclusiveParts(BenchmarkVerdict verdict)
    {
        if (verdict.Time is { Status: MetricStatus.Inconclusive } time)
        {
            yield return VerdictText.Time(time);
        }

        if (verdict.Allocation is { Status: MetricStatus.Inconclusive } allocation)
        {
            yield return VerdictText.Allocation(allocation);
        }
    }

    private static GateDiagnostic? AdvisoryTimeRegression(BenchmarkVerdict verdict) =>
        verdict.Time is { Status: MetricStatus.Regressed, Advisory: true } time
            ? new GateDiagnostic(DiagnosticSeverity.Warning, DiagnosticCodes.AdvisoryTimeRegression, verdict.Id,
                $"{verdict.Id}: {VerdictText.Time(time)} (advisory: measured on another host)")
            : null;
}
