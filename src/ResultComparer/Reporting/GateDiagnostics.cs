using System.Text;
using PerfGate.Git;
using PerfGate.Reports;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>The build-log lines of a gate: one error per offending benchmark (naming every metric that regressed), warnings
/// for what deserves a look but cannot fail the build; from the report's own figures, so the log says what the report does.</summary>
internal static class GateDiagnostics
{
    public static IReadOnlyList<ReportDiagnostic> From(GateResult result, ReportHosts hosts, IReadOnlyList<ReportBenchmark> benchmarks)
    {
        var diagnostics = result.Problems
            .Select(p => Line(DiagnosticSeverity.Error, DiagnosticCodes.NothingToCompare, null, p))
            .ToList();

        if (hosts.Mismatch is { } reason)
        {
            diagnostics.Add(Line(
                DiagnosticSeverity.Warning, DiagnosticCodes.HostMismatch, null,
                $"Time is advisory in this run: {reason}. Allocations still gate; re-record the baseline on this host to gate time again."));
        }

        // A typo in an override pattern would otherwise turn its threshold off without a word.
        diagnostics.AddRange(result.UnmatchedOverrides.Select(o => Line(
            DiagnosticSeverity.Warning, DiagnosticCodes.UnmatchedOverride, null,
            $"Override '{OverrideText(o)}' matches no benchmark in this run; check the pattern (it matches the full id, * and ? are wildcards).")));
        if (hosts.ConditionShift is { } shift)
        {
            diagnostics.Add(Line(
                DiagnosticSeverity.Warning, DiagnosticCodes.ConditionShift, null,
                $"Time is advisory in this run: {shift}. Allocations still gate. Record the baseline and gate on machines " +
                "in the same conditions (a quiet machine for the baseline, or the same runner for both)."));
        }

        // Once per run, not per benchmark: the job decides it, and one line says what time gating means here.
        if (result.TimeNotOnLaunches is { } notOnLaunches)
        {
            diagnostics.Add(Line(DiagnosticSeverity.Warning, DiagnosticCodes.TimeNotOnLaunches, null, notOnLaunches.Message));
        }

        // BenchmarkDotNet 0.15.2 changed how small allocations are measured (dotnet/BenchmarkDotNet#2562), so a
        // B/op difference across versions may be the harness, not the code. Allocations still gate (a real
        // regression in the same pull request must not pass), but the log says so next to the error.
        if (!string.Equals(hosts.Baseline.BenchmarkDotNetVersion, hosts.Current.BenchmarkDotNetVersion, StringComparison.Ordinal))
        {
            diagnostics.Add(Line(
                DiagnosticSeverity.Warning, DiagnosticCodes.BenchmarkDotNetVersionChanged, null,
                $"The baseline was measured with BenchmarkDotNet {hosts.Baseline.BenchmarkDotNetVersion}, this run with {hosts.Current.BenchmarkDotNetVersion}: versions measure allocations differently (0.15.2 changed small allocations), so an allocation difference may come from the version. Re-record the baseline with {hosts.Current.BenchmarkDotNetVersion}."));
        }

        var pairedTime = result.Comparison?.IsSameRunner == true;
        diagnostics.AddRange(benchmarks.Select(b => For(b, pairedTime)).OfType<ReportDiagnostic>());
        // A method that hung on the base revision: once, however many cases it has; its cases keep their other verdicts.
        diagnostics.AddRange(benchmarks
            .Where(b => b.Hang is { OnBase: true })
            .DistinctBy(b => b.Hang!.Method, StringComparer.Ordinal)
            .Select(b => Line(DiagnosticSeverity.Warning, DiagnosticCodes.SameRunnerBaseRunFailed, b.Id, VerdictText.Hang(b.Hang!))));
        diagnostics.AddRange(Comparison(result.Comparison, benchmarks));
        return diagnostics;
    }

    /// <summary>"Sample.*=time:15%", as the user wrote it (give or take spacing), so they can find it.</summary>
    private static string OverrideText(ThresholdOverride thresholdOverride) =>
        thresholdOverride.Time is { } time
            ? $"{thresholdOverride.Pattern}=time:{time}"
            : $"{thresholdOverride.Pattern}=alloc:{thresholdOverride.Allocation}";

    /// <summary>What was compared with: why a time regression against the committed baseline only warns (PG0220), which
    /// benchmarks the base revision lacks (PG0221), what allocations were judged against in the same-runner mode (PG0222).</summary>
    private static IEnumerable<ReportDiagnostic> Comparison(ReportComparison? comparison, IReadOnlyList<ReportBenchmark> benchmarks)
    {
        if (comparison is null)
        {
            yield break;
        }

        var sameRunner = comparison.IsSameRunner;
        if (sameRunner && comparison.Pairs is not > 0)
        {
            // The project, or every tagged benchmark, is new since the base, or the base does not build: nothing had a time verdict.
            yield return Line(DiagnosticSeverity.Warning, comparison.BaseDidNotBuild ? DiagnosticCodes.SameRunnerBaseBuildFailed : DiagnosticCodes.NotInBaseRevision, null, comparison.Note);
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

        var notInBase = benchmarks.Where(b => b is { Time: null, Allocation.AgainstBaseRevision: false, Status: not (BenchmarkStatus.Missing or BenchmarkStatus.Failed), Hang: null });
        foreach (var benchmark in comparison.Pairs is > 0 ? notInBase : [])
        {
            yield return Line(DiagnosticSeverity.Warning, DiagnosticCodes.NotInBaseRevision, benchmark.Id,
                $"{benchmark.Id}: not in the base revision {GitNames.ShortCommit(comparison.BaseCommit)}, so no time verdict (a new benchmark); allocations gate against the committed baseline.");
        }

        if (AllocationReferences(benchmarks, comparison.BaseCommit) is { } references)
        {
            yield return Line(DiagnosticSeverity.Message, DiagnosticCodes.AllocationsJudgedAgainst, null, references);
        }
    }

    /// <summary>"Allocations: 7 benchmark(s) judged against the base revision 0123456789ab, launch by launch (…); 1 against
    /// the committed baseline (not in the base revision)." Null when no benchmark has an allocation verdict.</summary>
    private static string? AllocationReferences(IReadOnlyList<ReportBenchmark> benchmarks, string? baseCommit)
    {
        var judged = benchmarks.Where(b => b.Allocation is not null).ToList();
        if (judged.Count == 0)
        {
            return null;
        }

        var againstBase = judged.Count(b => b.Allocation!.AgainstBaseRevision);
        var againstCommitted = judged.Count - againstBase;
        var parts = new[]
        {
            againstBase > 0
                ? $"{againstBase} benchmark(s) judged against the base revision {GitNames.ShortCommit(baseCommit)}, launch by launch (a regression only when " +
                    "every head launch allocates more than every base launch by more than the limit: bytes per operation can differ between processes)"
                : null,
            againstCommitted > 0 ? $"{againstCommitted}{(againstBase > 0 ? "" : " benchmark(s)")} against the committed baseline (not in the base revision)" : null,
        };
        return $"Allocations: {string.Join("; ", parts.OfType<string>())}.";
    }

    // Every message becomes an MSBuild error or warning line, so the untrusted ids, reasons and host names in it are
    // made one visible line; the benchmark id field keeps the raw id as data.
    private static ReportDiagnostic Line(DiagnosticSeverity severity, string code, string? benchmarkId, string message) =>
        new(severity, code, benchmarkId, LogText.OneLine(message));

    private static ReportDiagnostic? For(ReportBenchmark verdict, bool pairedTime) => verdict.Status switch
    {
        BenchmarkStatus.Failed => Line(DiagnosticSeverity.Error, DiagnosticCodes.BenchmarkFailed, verdict.Id,
            verdict.Hang is { } hang ? VerdictText.Hang(hang) : $"{verdict.Id}: the benchmark failed (it threw or produced no measurement); see the benchmark log."),
        BenchmarkStatus.New => Line(DiagnosticSeverity.Warning, DiagnosticCodes.NewBenchmark, verdict.Id,
            $"{verdict.Id}: not in the baseline, so not gated yet; update the baseline to include it."),
        BenchmarkStatus.Missing => Line(DiagnosticSeverity.Warning, DiagnosticCodes.MissingBenchmark, verdict.Id,
            $"{verdict.Id}: in the baseline but not in this run (renamed, removed or no longer tagged)."),
        BenchmarkStatus.Regressed => Regression(verdict, pairedTime),
        BenchmarkStatus.Inconclusive => Line(DiagnosticSeverity.Warning, DiagnosticCodes.Inconclusive, verdict.Id,
            $"{verdict.Id}: inconclusive: {string.Join("; ", InconclusiveParts(verdict, pairedTime))}"),
        _ => AdvisoryTimeRegression(verdict),
    };

    private static ReportDiagnostic Regression(ReportBenchmark verdict, bool pairedTime)
    {
        var allocation = verdict.Allocation is { Status: MetricStatus.Regressed } regressed ? VerdictText.Allocation(regressed) : null;
        var time = verdict.Time is { Status: MetricStatus.Regressed, Advisory: false } slower ? VerdictText.Time(slower, pairedTime) : null;
        var code = allocation is not null ? DiagnosticCodes.AllocationRegressed : DiagnosticCodes.TimeRegressed;
        IReadOnlyList<string> explanation = [
            .. allocation is not null ? VerdictText.Explanation(verdict.Allocation!) : [],
            .. time is not null ? TimeExplanationText.Lines(verdict.Time!) : []];
        return Line(DiagnosticSeverity.Error, code, verdict.Id,
            $"{verdict.Id}: {string.Join("; ", new[] { allocation, time }.OfType<string>())}{OneLine(explanation)}");
    }

    /// <summary>What grew, or where the time went, after the verdict on the error's one line: each explanation's heading,
    /// then its entries separated by "; ". Joined with newlines, as before, every diagnostic line escapes them (LogText),
    /// and the build error read "…limit +5%)\u000Awhere the time went, …\u000A  +93.66 ns …".</summary>
    private static string OneLine(IReadOnlyList<string> explanation)
    {
        var text = new StringBuilder();
        var afterHeading = false;
        foreach (var line in explanation)
        {
            // Entries are indented under their heading (VerdictText.Explanation, TimeExplanationText.Lines).
            var entry = line.StartsWith(' ');
            text.Append(!entry ? " — " : afterHeading ? " " : "; ").Append(line.Trim());
            afterHeading = !entry;
        }

        return text.ToString();
    }

    private static IEnumerable<string> InconclusiveParts(ReportBenchmark verdict, bool pairedTime) =>
        new[]
        {
            verdict.Time is { Status: MetricStatus.Inconclusive } time ? VerdictText.Time(time, pairedTime) : null,
            verdict.Allocation is { Status: MetricStatus.Inconclusive } allocation ? VerdictText.Allocation(allocation) : null,
        }.OfType<string>();

    private static ReportDiagnostic? AdvisoryTimeRegression(ReportBenchmark verdict) =>
        verdict.Time is { Status: MetricStatus.Regressed, Advisory: true } time
            ? Line(DiagnosticSeverity.Warning, DiagnosticCodes.AdvisoryTimeRegression, verdict.Id,
                $"{verdict.Id}: {VerdictText.Time(time)} (advisory: {AdvisoryText(time.AdvisoryReason)})")
            : null;

    private static string AdvisoryText(TimeAdvisoryReason? reason) => reason switch
    {
        TimeAdvisoryReason.OtherHost => "measured on another host",
        TimeAdvisoryReason.RunShifted => "the whole run shifted",
        TimeAdvisoryReason.UnstableMachine => "compared with the committed baseline on a machine not declared stable",
        _ => "it cannot fail the gate in this run", // a report written before the reason was recorded
    };
}
