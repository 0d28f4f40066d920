using PerfGate.Formatting;
using PerfGate.Verdicts;

namespace PerfGate.Reporting.Markdown;

/// <summary>
/// The report a reviewer reads (job summary, PR comment): regressions first with baseline, current, change
/// and limit; then failures, inconclusive, improvements, new and missing; unchanged folded away.
/// </summary>
public sealed class MarkdownReporter : GateReporterBase
{
    public override void Write(GateResult result, TextWriter writer)
    {
        var icon = result.Passed ? "✅" : "❌";
        writer.WriteLine($"## {icon} {SummaryLine.For(result)}");
        writer.WriteLine();
        foreach (var problem in result.Problems)
        {
            writer.WriteLine($"> **Error:** {MarkdownText.Escape(problem)}");
            writer.WriteLine();
        }

        if (result.Hosts.MismatchReason is { } mismatch)
        {
            writer.WriteLine($"> **Time is advisory:** {MarkdownText.Escape(mismatch)}. Allocations still gate.");
            writer.WriteLine();
        }

        WriteMetricTable(writer, "Regressions", Select(result, BenchmarkStatus.Regressed), MetricStatus.Regressed);
        WriteList(writer, "Failed", Select(result, BenchmarkStatus.Failed), "threw or produced no measurement");
        WriteMetricTable(writer, "Inconclusive", Select(result, BenchmarkStatus.Inconclusive), MetricStatus.Inconclusive);
        WriteMetricTable(writer, "Improvements", Select(result, BenchmarkStatus.Improved), MetricStatus.Improved);
        WriteList(writer, "New (not in the baseline)", Select(result, BenchmarkStatus.New), "not gated until the baseline is updated");
        WriteList(writer, "Missing (in the baseline, not in this run)", Select(result, BenchmarkStatus.Missing), "renamed, removed or no longer tagged");
        WriteUnchanged(writer, Select(result, BenchmarkStatus.Unchanged));
        WriteFooter(writer, result);
    }

    private static List<BenchmarkVerdict> Select(GateResult result, BenchmarkStatus status) =>
        result.Benchmarks.Where(b => b.Status == status).ToList();

    private static void WriteMetricTable(TextWriter writer, string title, List<BenchmarkVerdict> benchmarks, MetricStatus status)
    {
        if (benchmarks.Count == 0)
        {
            return;
        }

        writer.WriteLine($"### {title} ({benchmarks.Count})");
        writer.WriteLine();
        writer.WriteLine("| Benchmark | Metric | Baseline | Current | Change | Limit |");
        writer.WriteLine("|---|---|---:|---:|---:|---:|");
        foreach (var benchmark in benchmarks)
        {
            var name = MarkdownText.Escape(benchmark.Id);
            if (benchmark.Allocation is { } allocation && allocation.Status == status)
            {
                writer.WriteLine($"| {name} | allocated | {Bytes(allocation.BaselineBytes)} | {Bytes(allocation.CurrentBytes)} | {AllocationChange(allocation)} | {VerdictText.Limit(allocation)} |");
            }

            if (benchmark.Time is { } time && time.Status == status)
            {
                var metric = time.Advisory ? "time (advisory)" : "time";
                writer.WriteLine($"| {name} | {metric} | {Units.Time(time.BaselineMedianNs)} | {Units.Time(time.CurrentMedianNs)} | {Units.Change(time.Ratio)} | +{time.Threshold} |");
            }
        }

        writer.WriteLine();
    }

    private static void WriteList(TextWriter writer, string title, List<BenchmarkVerdict> benchmarks, string note)
    {
        if (benchmarks.Count == 0)
        {
            return;
        }

        writer.WriteLine($"### {title} ({benchmarks.Count})");
        writer.WriteLine();
        foreach (var benchmark in benchmarks)
        {
            writer.WriteLine($"- {MarkdownText.Escape(benchmark.Id)}: {note}");
        }

        writer.WriteLine();
    }

    private static void WriteUnchanged(TextWriter writer, List<BenchmarkVerdict> benchmarks)
    {
        if (benchmarks.Count == 0)
        {
            return;
        }

        writer.WriteLine($"<details><summary>Unchanged ({benchmarks.Count})</summary>");
        writer.WriteLine();
        writer.WriteLine("| Benchmark | Time | Change | Allocated |");
        writer.WriteLine("|---|---:|---:|---:|");
        foreach (var benchmark in benchmarks)
        {
            var time = benchmark.Time is { } t ? Units.Time(t.CurrentMedianNs) : "n/a";
            var change = benchmark.Time is { } c ? Units.Change(c.Ratio) : "n/a";
            writer.WriteLine($"| {MarkdownText.Escape(benchmark.Id)} | {time} | {change} | {Bytes(benchmark.Allocation?.CurrentBytes)} |");
        }

        writer.WriteLine();
        writer.WriteLine("</details>");
        writer.WriteLine();
    }

    private static void WriteFooter(TextWriter writer, GateResult result)
    {
        var settings = result.Settings;
        var host = result.Hosts.Current;
        writer.WriteLine(
            $"<sub>Limits: time +{settings.TimeThreshold} (one-sided Mann–Whitney, α = {settings.SignificanceLevel.ToString(System.Globalization.CultureInfo.InvariantCulture)}), " +
            $"allocation +{settings.AllocationThreshold} (0 B/op baselines allow nothing). " +
            $"Host: {MarkdownText.Escape(host.ProcessorName)}, {MarkdownText.Escape(host.RuntimeVersion)}, BenchmarkDotNet {MarkdownText.Escape(host.BenchmarkDotNetVersion)}.</sub>");
    }

    private static string Bytes(long? bytes) => bytes is { } value ? Units.Bytes(value) : "n/a";

    private static string AllocationChange(AllocationVerdict allocation) =>
        allocation.BaselineBytes == 0 && allocation.CurrentBytes > 0
            ? "new allocation"
            : allocation.Ratio is { } ratio ? Units.Change(ratio) : "n/a";
}
