using PerfGate.Formatting;
using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>The wording of a verdict, shared by every reporter so the log, the console and the PR say the same.</summary>
public static class VerdictText
{
    /// <summary>"allocated 12.0 MB/op, baseline 4.0 MB/op (+200%, limit +1%)".</summary>
    public static string Allocation(AllocationVerdict verdict)
    {
        if (verdict.BaselineBytes is not { } baseline || verdict.CurrentBytes is not { } current)
        {
            return "allocation: " + (verdict.Reason ?? "no data");
        }

        var change = baseline == 0
            ? current == 0 ? "+0%" : "was allocation-free"
            : Units.Change((double)current / baseline);
        return $"allocated {Units.Bytes(current)}/op, baseline {Units.Bytes(baseline)}/op ({change}, limit {Limit(verdict)})";
    }

    /// <summary>"time 36.41 ms/op, baseline 32.64 ms/op (+11.6%, limit +5%)", and when a confirm re-run was
    /// pooled in, "…, confirmed by 1 re-run)" or "…, cleared by 1 re-run)".</summary>
    public static string Time(TimeVerdict verdict)
    {
        var rerun = verdict.Reruns == 0
            ? string.Empty
            : $", {(verdict.Status == MetricStatus.Regressed ? "confirmed" : "cleared")} by {verdict.Reruns} re-run{(verdict.Reruns == 1 ? "" : "s")}";
        var text = $"time {Units.Time(verdict.CurrentMedianNs)}/op, baseline {Units.Time(verdict.BaselineMedianNs)}/op " +
            $"({Units.Change(verdict.Ratio)}, limit +{Limit(verdict)}{rerun})";
        return verdict.Reason is null ? text : $"{text}: {verdict.Reason}";
    }

    /// <summary>"5%", or "31% (widened: the baseline's launches spread widely)".</summary>
    public static string Limit(TimeVerdict verdict) =>
        verdict.WidenedThreshold is { } widened
            ? $"{widened} (widened from {verdict.Threshold}: the baseline's launches spread widely)"
            : verdict.Threshold.ToString();

    public static string Limit(AllocationVerdict verdict) =>
        verdict.BaselineBytes == 0 ? "0 B" : "+" + verdict.Threshold;

    public static string Status(BenchmarkStatus status) => status.ToString().ToLowerInvariant();

    public static string Status(MetricStatus status) => status.ToString().ToLowerInvariant();
}
