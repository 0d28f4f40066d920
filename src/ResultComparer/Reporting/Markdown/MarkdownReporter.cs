using System.Globalization;
using PerfGate.Formatting;
using PerfGate.Reports;
using PerfGate.Verdicts;

namespace PerfGate.Reporting.Markdown;

/// <summary>The report a reviewer reads (job summary, PR comment): regressions first with baseline, current, change and the
/// limit that was applied; then failures, inconclusive, new and missing; improvements and unchanged folded away. Its
/// figures are the build errors' figures, word for word where they overlap.</summary>
internal sealed class MarkdownReporter : GateReporterBase
{
    public override void Write(GateReport report, TextWriter writer)
    {
        var icon = report.Passed ? "✅" : "❌";
        writer.WriteLine($"## {icon} {MarkdownText.Escape(report.Summary.Line)}");
        writer.WriteLine();
        foreach (var problem in report.Problems)
        {
            WriteQuote(writer, $"**Error:** {MarkdownText.Escape(problem)}");
        }

        foreach (var reason in new[] { report.Hosts?.Mismatch, report.Hosts?.ConditionShift }.OfType<string>())
        {
            WriteQuote(writer, $"**Time is advisory:** {MarkdownText.Escape(reason)}. Allocations still gate.");
        }

        // Which benchmarks ran comes first: a reviewer reads "1 of 5" before any verdict.
        if (report.Comparison?.Selection is { } selection)
        {
            WriteQuote(writer, $"**Selection:** {MarkdownText.Escape(VerdictText.Selection(selection))}.");
        }

        // What time was compared with (which commit, or the committed baseline) decides how to read every time figure below.
        if (report.Comparison is { } comparison)
        {
            WriteQuote(writer, $"**Time{(comparison.TimeGates ? "" : " (advisory)")}:** {MarkdownText.Escape(comparison.Note)}");
        }

        // A creep of many small merges, which no pull request's gate can see (docs/history.md).
        if (report.MainHistory is { } history && (history.Line ?? history.Unreadable) is not null)
        {
            var link = history.Url is { } url ? $" — [history]({url})" : " — history";
            WriteQuote(writer, history.Line is { } line
                ? $"**main's history:** {MarkdownText.Escape(line)}{link}"
                : $"**main's history not read:** {MarkdownText.Escape(history.Unreadable!)}");
        }

        foreach (var diagnostic in Notes(report))
        {
            WriteQuote(writer, $"**{(diagnostic.Severity == DiagnosticSeverity.Warning ? "Warning" : "Note")}:** {MarkdownText.Escape(diagnostic.Message)}");
        }

        var sameRunner = SameRunner(report);
        WriteBaselineEdits(writer, report.BaselineEdits);
        WriteMetricTable(writer, "Regressions", Select(report, BenchmarkStatus.Regressed), MetricStatus.Regressed, sameRunner);
        WriteList(writer, "Failed", Select(report, BenchmarkStatus.Failed), b => b.Hang is { } hang ? VerdictText.Hang(hang) : "threw or produced no measurement");
        WriteMetricTable(writer, "Inconclusive", Select(report, BenchmarkStatus.Inconclusive), MetricStatus.Inconclusive, sameRunner);
        WriteList(writer, "New (not in the baseline)", Select(report, BenchmarkStatus.New), _ => "not gated until the baseline is updated");
        WriteList(writer, "Missing (in the baseline, not in this run)", Select(report, BenchmarkStatus.Missing), _ => "renamed, removed or no longer tagged");
        WriteMetricTable(writer, "Improvements", Select(report, BenchmarkStatus.Improved), MetricStatus.Improved, sameRunner, collapsed: true);
        WriteUnchanged(writer, Select(report, BenchmarkStatus.Unchanged));
        WriteReached(writer, report);
        WriteFooter(writer, report);
    }

    /// <summary>Near the top: a regression "fixed" by re-recording the baseline passes, so the reviewer must see the edit.</summary>
    private static void WriteBaselineEdits(TextWriter writer, ReportBaselineEdits? edits)
    {
        if (edits is null)
        {
            return;
        }

        if (edits.Unreadable is { } why)
        {
            WriteQuote(writer, $"**Baseline edits not checked:** the base branch's baseline could not be read, so this pull request's edits to it (if any) are not shown: {MarkdownText.Escape(why)}.");
            return;
        }

        writer.WriteLine($"### ⚠️ This pull request edits the baseline ({edits.Changes.Count.ToString(CultureInfo.InvariantCulture)})");
        writer.WriteLine();
        writer.WriteLine($"Recorded figures that differ from the baseline on {MarkdownText.Escape(edits.BaseRef)}. The gate compares against the edited baseline: a regression re-recorded into it passes, so check that each edit is intended.");
        writer.WriteLine();
        writer.WriteLine("| Benchmark | Edit | Median time (base → PR) | Change | Allocated (base → PR) | Change |");
        writer.WriteLine("|---|---|---:|---:|---:|---:|");
        foreach (var change in edits.Changes)
        {
            var edit = change.Kind switch
            {
                BaselineChangeKind.Added => "added",
                BaselineChangeKind.Removed => "removed",
                _ => "re-recorded",
            };
            // "–" where the entry does not exist on that side; "n/a" stays for an entry without that figure.
            var inBase = change.Kind != BaselineChangeKind.Added;
            var inPullRequest = change.Kind != BaselineChangeKind.Removed;
            var time = $"{(inBase ? Units.Time(change.BaseMedianNs) : "–")} → {(inPullRequest ? Units.Time(change.PullRequestMedianNs) : "–")}";
            var bytes = $"{(inBase ? Units.Bytes(change.BaseBytes) : "–")} → {(inPullRequest ? Units.Bytes(change.PullRequestBytes) : "–")}";
            writer.WriteLine($"| {MarkdownText.Escape(change.Id)} | {edit} | {time} | {Units.Change(change.MedianRatio)} | {bytes} | {Units.Change(change.BytesRatio)} |");
        }

        writer.WriteLine();
    }

    private static void WriteQuote(TextWriter writer, string text)
    {
        writer.WriteLine("> " + text);
        writer.WriteLine();
    }

    private static List<ReportBenchmark> Select(GateReport report, BenchmarkStatus status) =>
        report.Benchmarks.Where(b => b.Status == status).ToList();

    /// <param name="collapsed">Folded into a &lt;details&gt; block: good news that needs no action.</param>
    private static void WriteMetricTable(TextWriter writer, string title, List<ReportBenchmark> benchmarks, MetricStatus status, bool sameRunner, bool collapsed = false)
    {
        if (benchmarks.Count == 0)
        {
            return;
        }

        writer.WriteLine(collapsed ? $"<details><summary>{title} ({benchmarks.Count})</summary>" : $"### {title} ({benchmarks.Count})");
        writer.WriteLine();
        writer.WriteLine("| Benchmark | Metric | Baseline | Current | Change | Limit |");
        writer.WriteLine("|---|---|---:|---:|---:|---:|");
        var notes = new List<string>();
        foreach (var benchmark in benchmarks)
        {
            var name = MarkdownText.Escape(benchmark.Id);
            if (benchmark.Allocation is { } allocation && allocation.Status == status)
            {
                // In the same-runner mode a row says which reference it was judged against: the base revision's
                // launches, or the committed baseline for a benchmark the base lacks.
                var metric = sameRunner ? $"allocated ({VerdictText.ReferenceLabel(allocation)})" : "allocated";
                writer.WriteLine($"| {name} | {metric} | {Units.Bytes(allocation.BaselineBytes)} | {Units.Bytes(allocation.CurrentBytes)} | {VerdictText.AllocationChange(allocation)} | {VerdictText.Limit(allocation)} |");
                if (VerdictText.Explanation(allocation) is { Count: > 0 } explanation)
                {
                    notes.Add($"{name}: {string.Join("<br>", explanation.Select(line => MarkdownText.Escape(line.Trim())))}");
                }

                if (VerdictText.LaunchRanges(allocation) is { Length: > 0 } ranges)
                {
                    notes.Add($"{name}: bytes per operation varied between processes{MarkdownText.Escape(ranges.Replace(";", ":", StringComparison.Ordinal))}, judged on those ranges");
                }
            }

            if (benchmark.Time is { } time && time.Status == status)
            {
                var metric = time.Advisory ? "time (advisory)" : "time";
                var change = VerdictText.Change(time) + VerdictText.Reruns(time);
                var limit = "+" + time.Limit + (time.WidenedThreshold is null ? string.Empty : " \\*");
                writer.WriteLine($"| {name} | {metric} | {Units.Time(time.BaselineMedianNs)} | {Units.Time(time.CurrentMedianNs)} | {change} | {limit} |");
                if (time.WidenedThreshold is not null)
                {
                    notes.Add($"\\* {name}: limit widened from +{time.Threshold} because the baseline's launches spread widely");
                }

                if (time.Reason is { } reason)
                {
                    notes.Add($"{name}: {MarkdownText.Escape(reason)}");
                }
            }
        }

        writer.WriteLine();
        foreach (var note in notes)
        {
            writer.WriteLine($"<sub>{note}.</sub><br>");
        }

        if (notes.Count > 0)
        {
            writer.WriteLine();
        }

        foreach (var benchmark in benchmarks.Where(b => b.Time is { Explanation: not null } time && time.Status == status))
        {
            TimeExplanationTable.Write(writer, MarkdownText.Escape(benchmark.Id), benchmark.Time!.Explanation!);
        }

        if (collapsed)
        {
            writer.WriteLine("</details>");
            writer.WriteLine();
        }
    }

    private static void WriteList(TextWriter writer, string title, List<ReportBenchmark> benchmarks, Func<ReportBenchmark, string> note)
    {
        if (benchmarks.Count == 0)
        {
            return;
        }

        writer.WriteLine($"### {title} ({benchmarks.Count})");
        writer.WriteLine();
        foreach (var benchmark in benchmarks)
        {
            writer.WriteLine($"- {MarkdownText.Escape(benchmark.Id)}: {MarkdownText.Escape(note(benchmark))}");
        }

        writer.WriteLine();
    }

    private static void WriteUnchanged(TextWriter writer, List<ReportBenchmark> benchmarks)
    {
        if (benchmarks.Count == 0)
        {
            return;
        }

        writer.WriteLine($"<details><summary>Unchanged ({benchmarks.Count})</summary>");
        writer.WriteLine();
        writer.WriteLine("| Benchmark | Time | Change | Limit | Allocated |");
        writer.WriteLine("|---|---:|---:|---:|---:|");
        foreach (var benchmark in benchmarks)
        {
            var time = benchmark.Time is { } t
                ? $"{Units.Time(t.CurrentMedianNs)} | {VerdictText.Change(t)}{VerdictText.Reruns(t)} | +{t.Limit}{(t.WidenedThreshold is null ? "" : " (widened)")}"
                : benchmark.Selection is { Ran: false } ? "not measured | no code it executes changed | –" : "n/a | n/a | n/a";
            writer.WriteLine($"| {MarkdownText.Escape(benchmark.Id)} | {time} | {Units.Bytes(benchmark.Allocation?.CurrentBytes)} |");
        }

        writer.WriteLine();
        writer.WriteLine("</details>");
        writer.WriteLine();
    }

    /// <summary>Per measured benchmark method, the changed code it executes (what made the selection run it).</summary>
    private static void WriteReached(TextWriter writer, GateReport report)
    {
        var methods = report.Benchmarks
            .Where(b => b.Selection is { Ran: true, ChangedMethods.Count: > 0 })
            .GroupBy(b => Model.BenchmarkMethodKey.Of(b.Id), StringComparer.Ordinal)
            .Select(g => (Method: g.Key, g.First().Selection!.ChangedMethods))
            .ToList();
        if (methods.Count == 0)
        {
            return;
        }

        writer.WriteLine($"<details><summary>Changed code each measured benchmark executes ({methods.Count.ToString(CultureInfo.InvariantCulture)})</summary>");
        writer.WriteLine();
        foreach (var (method, changed) in methods)
        {
            var named = changed.Take(5).Select(c => $"{MarkdownText.Escape(c.Name)} ({c.Change}{(c.File is null ? "" : $", {MarkdownText.Escape(Path.GetFileName(c.File))}:{c.Line?.ToString(CultureInfo.InvariantCulture)}")})");
            var more = changed.Count > 5 ? $" and {(changed.Count - 5).ToString(CultureInfo.InvariantCulture)} more" : "";
            writer.WriteLine($"- {MarkdownText.Escape(method)}: {string.Join(", ", named)}{more}");
        }

        writer.WriteLine();
        writer.WriteLine("</details>");
        writer.WriteLine();
    }

    private static string TimeTest(GateReport report, double significanceLevel)
    {
        var alpha = significanceLevel.ToString(CultureInfo.InvariantCulture);
        return SameRunner(report)
            ? $"exact one-sided Wilcoxon signed-rank test on the base/head launch pairs' log ratios, α = {alpha}"
            : $"one-sided Mann–Whitney tests, α = {alpha}, on launch medians when both sides have at least 3 launches, else on iterations; " +
                "the change shown is the Hodges–Lehmann ratio of what was tested, with its interval on launch medians";
    }

    private static bool SameRunner(GateReport report) => report.Comparison?.IsSameRunner == true;

    private static void WriteFooter(TextWriter writer, GateReport report)
    {
        var settings = report.Thresholds;
        var host = report.Hosts?.Current;
        var reruns = settings.ConfirmReruns == 0
            ? "no confirm re-runs"
            : $"a flagged time regression is re-run up to {settings.ConfirmReruns.ToString(CultureInfo.InvariantCulture)} time(s) and decided on all samples";
        var hostText = host is null
            ? string.Empty
            : $" Host: {MarkdownText.Escape(host.ProcessorName)}, {MarkdownText.Escape(host.RuntimeVersion)}, BenchmarkDotNet {MarkdownText.Escape(host.BenchmarkDotNetVersion)}.";
        writer.WriteLine(
            $"<sub>Limits: time +{settings.Time} ({TimeTest(report, settings.SignificanceLevel)}; " +
            $"{(SameRunner(report) ? "not widened: the test's ranks carry how far the pairs disagree" : "widened per benchmark when its baseline launches spread widely")}; {reruns}), " +
            $"allocation +{settings.Allocation} ({(SameRunner(report) ? "against the base revision's launches where it has the benchmark, a regression only when every head launch exceeds every base launch by more than that, else against the committed baseline; " : "")}" +
            $"0 B/op baselines allow nothing).{hostText}</sub>");
    }
}
