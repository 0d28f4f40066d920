using System.Globalization;
using PerfGate.Formatting;
using PerfGate.Model;
using PerfGate.Reports;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>The one place where verdicts become the figures every rendering shows: limits, re-runs, diagnostics, summary.</summary>
internal static class GateReportBuilder
{
    public static GateReport From(GateResult result)
    {
        var benchmarks = result.Benchmarks.Select(Benchmark).ToList();
        var hosts = new ReportHosts(
            result.Hosts.TimeIsAdvisory || result.ConditionShift is not null,
            result.Hosts.MismatchReason,
            Host(result.Hosts.Baseline),
            Host(result.Hosts.Current),
            result.ConditionShift?.Reason);
        return new GateReport(
            GateReport.CurrentSchemaVersion,
            result.Passed,
            Summary(result.Passed, benchmarks),
            Settings(result.Settings),
            hosts,
            result.Problems,
            GateDiagnostics.From(result, hosts, benchmarks),
            benchmarks)
        {
            Comparison = result.Comparison,
        };
    }

    /// <summary>The report of a gate whose benchmarks could not run: nothing was measured, so it fails, and the reason is
    /// published like any finding (a pull request learns why its gate is red). <paramref name="code"/> is more precise
    /// when the same-runner mode's base revision failed (PG0010–PG0013).</summary>
    public static GateReport RunFailed(string message, GateSettings settings, string code = DiagnosticCodes.BenchmarkRunFailed) =>
        new GateReport(
            GateReport.CurrentSchemaVersion,
            Passed: false,
            Summary(passed: false, []) with
            {
                Line = code == DiagnosticCodes.BenchmarkRunFailed
                    ? "PerfGate: FAILED: the benchmarks did not run"
                    : $"PerfGate: FAILED: the base revision could not be measured ({code})",
            },
            Settings(settings),
            Hosts: null,
            [message],
            [new ReportDiagnostic(DiagnosticSeverity.Error, code, null, LogText.OneLine(message))],
            []);

    private static ReportSummary Summary(bool passed, IReadOnlyList<ReportBenchmark> benchmarks)
    {
        int Count(BenchmarkStatus status) => benchmarks.Count(b => b.Status == status);
        var logRatios = benchmarks
            .Select(b => b.Time?.Ratio)
            .Where(r => r is > 0)
            .Select(r => Math.Log(r!.Value))
            .ToList();
        var counts = new ReportSummary(
            benchmarks.Count,
            Count(BenchmarkStatus.Regressed),
            Count(BenchmarkStatus.Improved),
            Count(BenchmarkStatus.Unchanged),
            Count(BenchmarkStatus.Inconclusive),
            Count(BenchmarkStatus.New),
            Count(BenchmarkStatus.Missing),
            Count(BenchmarkStatus.Failed),
            logRatios.Count == 0 ? null : Finite(Math.Exp(logRatios.Average())),
            Line: string.Empty)
        {
            TimeSensitivity = Sensitivity(benchmarks),
        };
        return counts with { Line = SummaryLine(passed, counts) };
    }

    /// <summary>"PerfGate: FAILED: 1 regressed, 5 unchanged, 1 new; time geomean ×1.02 (+2%)".</summary>
    private static string SummaryLine(bool passed, ReportSummary summary)
    {
        var counts = new (int Count, string Label)[]
        {
            (summary.Failed, "failed"),
            (summary.Regressed, "regressed"),
            (summary.Inconclusive, "inconclusive"),
            (summary.Improved, "improved"),
            (summary.Unchanged, "unchanged"),
            (summary.New, "new"),
            (summary.Missing, "missing"),
        };
        var parts = counts.Where(c => c.Count > 0).Select(c => c.Count.ToString(CultureInfo.InvariantCulture) + " " + c.Label).ToList();
        var text = $"PerfGate: {(passed ? "passed" : "FAILED")}: {(parts.Count == 0 ? "no benchmarks" : string.Join(", ", parts))}";
        if (summary.GeometricMeanTimeRatio is { } geomean)
        {
            text += $"; time geomean {Units.Factor(geomean)} ({Units.Change(geomean)})";
        }

        if (summary.TimeSensitivity is { } sensitivity)
        {
            text += "; " + SensitivityText(sensitivity);
        }

        return text;
    }

    /// <summary>"time judged on 7, could see ≥ +4% to +9%; 1 too noisy to gate time on this runner".</summary>
    private static string SensitivityText(ReportTimeSensitivity sensitivity)
    {
        var judged = sensitivity is { Judged: > 0, LowestCouldSee: { } lowest, HighestCouldSee: { } highest }
            ? string.Create(CultureInfo.InvariantCulture, $"time judged on {sensitivity.Judged}, could see ≥ {Units.Change(1 + lowest)}")
              + (Math.Round(100 * highest) > Math.Round(100 * lowest) ? $" to {Units.Change(1 + highest)}" : string.Empty)
            : "no time judged";
        return sensitivity.TooNoisy > 0
            ? string.Create(CultureInfo.InvariantCulture, $"{judged}; {sensitivity.TooNoisy} too noisy to gate time on this runner")
            : judged;
    }

    /// <summary>Over the same-runner time verdicts (those that say what they could see); null when there are none.</summary>
    private static ReportTimeSensitivity? Sensitivity(IReadOnlyList<ReportBenchmark> benchmarks)
    {
        var paired = benchmarks.Select(b => b.Time).OfType<ReportTime>()
            .Where(t => t.CouldSee is not null || t.TooNoisy == true)
            .ToList();
        if (paired.Count == 0)
        {
            return null;
        }

        var judged = paired.Where(t => t.Status != MetricStatus.Inconclusive).Select(t => t.CouldSee).OfType<double>().ToList();
        return new ReportTimeSensitivity(
            judged.Count,
            judged.Count > 0 ? judged.Min() : null,
            judged.Count > 0 ? judged.Max() : null,
            paired.Count(t => t.TooNoisy == true));
    }

    private static ReportSettings Settings(GateSettings settings) => new(
        settings.TimeThreshold.ToString(),
        settings.AllocationThreshold.ToString(),
        settings.SignificanceLevel,
        settings.MinimumSamples,
        settings.ConfirmReruns,
        settings.LaunchSpreadFactor);

    private static ReportHost Host(HostInfo host) => new(
        host.RuntimeVersion, host.OsVersion, host.ProcessorName, host.PhysicalCoreCount, host.LogicalCoreCount, host.BenchmarkDotNetVersion);

    private static ReportBenchmark Benchmark(BenchmarkVerdict verdict) =>
        new(verdict.Id, verdict.Status, verdict.Time is { } time ? Time(time) : null, verdict.Allocation is { } allocation ? Allocation(allocation) : null, verdict.BaseRevisionBytes)
        {
            Hang = verdict.Hang?.ToReport(),
            Selection = verdict.Selection,
        };

    public static ReportTime Time(TimeVerdict time) => new(
        time.Status,
        time.Advisory,
        Finite(time.BaselineMedianNs),
        Finite(time.CurrentMedianNs),
        Finite(time.Ratio),
        time.Threshold.ToString(),
        time.WidenedThreshold?.ToString(),
        (time.WidenedThreshold ?? time.Threshold).ToString(),
        time.BaselineSampleCount,
        time.CurrentSampleCount,
        time.BaselineLaunchCount,
        time.CurrentLaunchCount,
        time.Reruns,
        time.Reason,
        time.Effect is { } effect ? Effect(effect) : null,
        Finite(time.SmallestDetectable),
        time.AdvisoryReason,
        time.TooNoisy ? true : null,
        time.PairLogRatios?.Select(Math.Exp).ToArray(),
        time.Explanation);

    private static ReportTimeEffect Effect(TimeEffect effect) => new(
        effect.Unit,
        effect.BaselineCount,
        effect.CurrentCount,
        Finite(effect.Ratio),
        Finite(effect.Interval?.Lower),
        Finite(effect.Interval?.Upper),
        effect.Interval?.Confidence);

    private static ReportAllocation Allocation(AllocationVerdict allocation) => new(
        allocation.Status,
        allocation.BaselineBytes,
        allocation.CurrentBytes,
        Finite(allocation.Ratio),
        allocation.Threshold.ToString(),
        allocation.Reason,
        allocation.Reference == AllocationReference.BaseRevision ? ReportAllocation.BaseRevisionReference : ReportAllocation.CommittedBaselineReference,
        Range(allocation.BaselineRange),
        Range(allocation.CurrentRange),
        allocation.Explanation);

    private static ReportByteRange? Range(ByteRange? range) =>
        range is { } r ? new ReportByteRange(r.Min, r.Max, r.Launches) : null;

    // JSON has no NaN or infinity: a figure that could not be computed is absent, never invented.
    private static double? Finite(double? value) => value is { } number && double.IsFinite(number) ? number : null;
}
