using System.Globalization;
using PerfGate.Formatting;
using PerfGate.Reports;
using PerfGate.Verdicts;

namespace PerfGate.Reporting;

/// <summary>The wording of a verdict, shared by every rendering (build log, console, Markdown, PR comment) so they say the
/// same, and always with the limit that was applied.</summary>
internal static class VerdictText
{
    /// <summary>"allocated 12.0 MB/op, baseline 4.0 MB/op (+200%, limit +1%)"; against the base revision's launches
    /// "allocated 35.0 KB/op, base revision 31.1 KB/op (+12.6%, limit +1%; head launches 34.9 KB–35.2 KB, base launches
    /// 30.9 KB–31.2 KB)", the ranges only where a side's bytes varied between its launches.</summary>
    public static string Allocation(ReportAllocation verdict) => verdict is { BaselineBytes: { } baseline, CurrentBytes: { } current }
        ? $"allocated {Units.Bytes(current)}/op, {(verdict.AgainstBaseRevision ? "base revision" : "baseline")} {Units.Bytes(baseline)}/op ({AllocationChange(verdict)}, limit {Limit(verdict)}{LaunchRanges(verdict)})"
        : "allocation: " + (verdict.Reason ?? "no data");

    public static string ReferenceLabel(ReportAllocation verdict) => verdict.AgainstBaseRevision ? "vs base revision" : "vs committed baseline";

    /// <summary>"1.7 KB → 1.8 KB", or the launches' ranges "31.1 KB–36.8 KB → 31.1 KB–36.8 KB" where a side's bytes
    /// varied between its launches (what the verdict compared).</summary>
    public static string AllocatedBytes(ReportAllocation verdict) =>
        VariedRanges(verdict) is var (baseRange, headRange)
            ? $"{Range(baseRange)} → {Range(headRange)}"
            : $"{Units.Bytes(verdict.BaselineBytes)} → {Units.Bytes(verdict.CurrentBytes)}";

    /// <summary>"; head launches 34.9 KB–35.2 KB, base launches 30.9 KB–31.2 KB" when either side's bytes varied
    /// between its launches: the verdict then compared the ranges, not the medians shown.</summary>
    public static string LaunchRanges(ReportAllocation verdict) =>
        VariedRanges(verdict) is var (baseRange, headRange)
            ? $"; head launches {Range(headRange)}, base launches {Range(baseRange)}"
            : string.Empty;

    private static (ReportByteRange Base, ReportByteRange Head)? VariedRanges(ReportAllocation verdict) =>
        verdict is { BaselineRange: { } baseRange, CurrentRange: { } headRange } && (baseRange.Min != baseRange.Max || headRange.Min != headRange.Max)
            ? (baseRange, headRange)
            : null;

    private static string Range(ReportByteRange range) =>
        range.Min == range.Max ? Units.Bytes(range.Min) : $"{Units.Bytes(range.Min)}–{Units.Bytes(range.Max)}";

    /// <summary>"time 36.41 ms/op, baseline 32.64 ms/op (+11.6% on launch medians (6 vs 9 baseline), 84% interval
    /// +6.1% to +18.0%; limit +5%)", and when a confirm re-run was pooled in, "…, confirmed by 1 re-run)" or
    /// "…, cleared by 1 re-run)". The times are medians of all samples; the change is the one the test judged.</summary>
    /// <param name="paired">Same-runner mode: the baseline is the base revision, measured in pairs with the head.</param>
    public static string Time(ReportTime verdict, bool paired = false)
    {
        var text = $"time {Units.Time(verdict.CurrentMedianNs)}/op, {(paired ? "base revision" : "baseline")} {Units.Time(verdict.BaselineMedianNs)}/op " +
            $"({Change(verdict)}; limit {Limit(verdict)}{Reruns(verdict)})";
        return verdict.Reason is null ? text : $"{text}: {verdict.Reason}";
    }

    /// <summary>The change the test judged, in its unit: "+11.6% on launch medians (3 vs 9 baseline), 84% interval +6.1%
    /// to +18.0%" or "+11.6% on iterations (15 vs 45 baseline)"; the all-sample ratio when the test did not run.</summary>
    public static string Change(ReportTime verdict)
    {
        // The same-runner mode says what its pairs could have seen: "+2%, could see ≥ +9%".
        var couldSee = verdict.CouldSee is { } seen ? $", could see ≥ {Units.Change(1 + seen)}" : string.Empty;
        if (verdict.Effect is not { } effect)
        {
            return Units.Change(verdict.Ratio) + couldSee;
        }

        var unit = effect.Unit == TimeTestUnit.Launches ? "launch medians" : "iterations";
        var counts = string.Create(CultureInfo.InvariantCulture, $"{effect.CurrentCount} vs {effect.BaselineCount} baseline");
        var interval = effect is { LowerBound: { } lower, UpperBound: { } upper, Confidence: { } confidence }
            ? $", {Units.Percent(confidence)} interval {Units.Change(lower)} to {Units.Change(upper)}"
            : string.Empty;
        return $"{Units.Change(effect.Ratio)} on {unit} ({counts}){interval}{couldSee}";
    }

    /// <summary>"+5%", or "+31% (widened from 5%: the baseline's launches spread widely)". Only the committed-baseline
    /// mode widens a limit; the same-runner mode's paired test never does (its ranks carry the pairs' noise).</summary>
    public static string Limit(ReportTime verdict) =>
        verdict.WidenedThreshold is { } widened
            ? $"+{widened} (widened from {verdict.Threshold}: the baseline's launches spread widely)"
            : "+" + verdict.Threshold;

    /// <summary>"+1%", or "0 B" when the baseline allocated nothing (then nothing more is allowed).</summary>
    public static string Limit(ReportAllocation verdict) =>
        verdict.BaselineBytes == 0 ? "0 B" : "+" + verdict.Threshold;

    public static string AllocationChange(ReportAllocation verdict) =>
        verdict switch
        {
            { BaselineBytes: 0, CurrentBytes: 0 } => "+0%",
            { BaselineBytes: 0, CurrentBytes: > 0 } => "was allocation-free",
            _ => Units.Change(verdict.Ratio),
        };

    /// <summary>An allocation regression's explanation as lines, none without one: a heading, then per type
    /// <c>+72 B/op ±0.4  System.Threading.Tasks.Task&lt;Int32&gt; (new)  ← CallChain.GetAsync (CallChain.cs:31)</c>.</summary>
    public static IReadOnlyList<string> Explanation(ReportAllocation verdict)
    {
        if (verdict.Explanation is not { } why)
        {
            return [];
        }

        var headOnly = why.Sides == ReportAllocationExplanation.HeadOnly;
        var samples = headOnly ? $"{why.HeadSamples:N0} samples" : $"{why.HeadSamples:N0} head and {why.BaseSamples:N0} base samples";
        var heading = headOnly
            ? $"what the head allocates most (no base build to profile: the head alone; {samples})"
            : $"what grew, head against base ({samples})";
        return [
            why.Note is { } note ? $"{heading}: {note}" : $"{heading}:",
            .. why.Types.Select(t =>
                $"  {(headOnly ? "" : "+")}{BytesPerOperation(t.Growth)} B/op ±{BytesPerOperation(t.Uncertainty)}  {t.Type}{(t.New ? " (new)" : "")}" +
                (t.Method is null ? "" : $"  ← {t.Method}{(t.File is null ? "" : $" ({Path.GetFileName(t.File)}:{t.Line})")}")),
        ];
    }

    private static string BytesPerOperation(double bytes) =>
        bytes.ToString(Math.Abs(bytes) >= 10 ? "N0" : "0.0", CultureInfo.InvariantCulture);

    /// <summary>", confirmed by 1 re-run" or ", cleared by 2 re-runs".</summary>
    public static string Reruns(ReportTime verdict) =>
        verdict.ConfirmReruns == 0
            ? string.Empty
            : $", {(verdict.Status == MetricStatus.Regressed ? "confirmed" : "cleared")} by {verdict.ConfirmReruns} re-run{(verdict.ConfirmReruns == 1 ? "" : "s")}";

    public static string Status(BenchmarkStatus status) => status.ToString().ToLowerInvariant();

    /// <summary>"Sample.Foo hung: its head launch ran past 90 s (5 × its longest case so far, 18 s) and was killed; its log is
    /// …/perfgate-run.log"; the case named where it has parameters, and on the base what that means for the verdict.</summary>
    public static string Hang(ReportHang hang)
    {
        var process = hang.Side is { } side ? $"its {side} launch" : "the benchmark process";
        var inCase = hang.Case.Contains(" [", StringComparison.Ordinal) ? $" in {hang.Case}" : string.Empty;
        var ran = $"{process} ran past {Units.Seconds(TimeSpan.FromSeconds(hang.LimitSeconds))} ({hang.Basis}){inCase} and was killed";
        return hang.OnBase
            ? $"{hang.Method} hung in the base revision: {ran}. No time verdict for it (the change under test did not make the base hang); " +
                $"its allocations are judged on the head's launches. The log is {hang.Log}"
            : $"{hang.Method} hung: {ran}; its log is {hang.Log}";
    }

    /// <summary>"1 of 5 benchmark methods execute code this change touched; the other 4 were not measured: no code they execute changed."</summary>
    public static string Selection(ReportSelectionSummary selection)
    {
        var selected = selection.Selected.ToString(CultureInfo.InvariantCulture);
        var methods = selection.Methods.ToString(CultureInfo.InvariantCulture);
        var others = selection.Methods - selection.Selected;
        return selection switch
        {
            { RunAll: [var first, ..] all } => $"every benchmark method ran ({methods}): {first}" + (all.Count > 1 ? $" (and {all.Count - 1} more)" : ""),
            _ when selection.Mode != Options.SelectMode.Changed.Name => $"every benchmark method ran ({methods}): --select {selection.Mode}",
            _ => $"{selected} of {methods} benchmark methods execute code this change touched" +
                (others > 0 ? $"; the other {others.ToString(CultureInfo.InvariantCulture)} were not measured: no code they execute changed" : ""),
        };
    }
}
