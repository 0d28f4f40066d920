using PerfGate.Formatting;
using PerfGate.Reports;
using PerfGate.Verdicts;

namespace PerfGate.Reporting.Console;

/// <summary>A fixed-width table for terminals and build logs, offending benchmarks first. Every untrusted text (ids,
/// problems, host names) goes through <see cref="LogText"/>: one row is one line, whatever an id contains.</summary>
internal sealed class ConsoleTableReporter : GateReporterBase
{
    private static readonly string[] Headers = { "Status", "Benchmark", "Time (base → now)", "Change", "Limit", "Allocated (base → now)", "Change" };

    public override void Write(GateReport report, TextWriter writer)
    {
        var rows = report.Benchmarks
            .OrderBy(b => Rank(b.Status))
            .ThenBy(b => b.Id, StringComparer.Ordinal)
            .Select(b => Row(b, report.Comparison?.IsSameRunner == true))
            .ToList();
        if (rows.Count > 0)
        {
            var widths = Enumerable.Range(0, Headers.Length)
                .Select(i => rows.Select(r => r[i].Length).Append(Headers[i].Length).Max())
                .ToArray();

            WriteRow(writer, Headers, widths);
            WriteRow(writer, widths.Select(w => new string('-', w)).ToArray(), widths);
            foreach (var row in rows)
            {
                WriteRow(writer, row, widths);
            }

            writer.WriteLine();
        }

        foreach (var benchmark in report.Benchmarks.Where(b => b.Allocation?.Explanation is not null))
        {
            writer.WriteLine($"{benchmark.Id}: {string.Join(Environment.NewLine, VerdictText.Explanation(benchmark.Allocation!))}");
        }

        foreach (var benchmark in report.Benchmarks.Where(b => b.Time?.Explanation is not null))
        {
            writer.WriteLine($"{benchmark.Id}: {string.Join(Environment.NewLine, TimeExplanationText.Lines(benchmark.Time!))}");
        }

        foreach (var problem in report.Problems)
        {
            writer.WriteLine("error: " + LogText.OneLine(problem));
        }

        foreach (var hung in report.Benchmarks.Where(b => b is { Status: BenchmarkStatus.Failed, Hang: not null }))
        {
            writer.WriteLine("error: " + LogText.OneLine(VerdictText.Hang(hung.Hang!)));
        }

        foreach (var reason in new[] { report.Hosts?.Mismatch, report.Hosts?.ConditionShift }.OfType<string>())
        {
            writer.WriteLine($"warning: time is advisory: {LogText.OneLine(reason)}");
        }

        foreach (var diagnostic in Notes(report))
        {
            writer.WriteLine((diagnostic.Severity == DiagnosticSeverity.Warning ? "warning: " : "note: ") + diagnostic.Message);
        }

        if (report.Comparison is { } comparison)
        {
            writer.WriteLine($"time{(comparison.TimeGates ? "" : " (advisory)")}: {LogText.OneLine(comparison.Note)}");
            if (comparison.Selection is { } selection)
            {
                writer.WriteLine($"selection: {LogText.OneLine(VerdictText.Selection(selection))}");
            }
        }

        writer.WriteLine(LogText.OneLine(report.Summary.Line));
    }

    private static int Rank(BenchmarkStatus status) => status switch
    {
        BenchmarkStatus.Failed => 0,
        BenchmarkStatus.Regressed => 1,
        BenchmarkStatus.Inconclusive => 2,
        BenchmarkStatus.Improved => 3,
        BenchmarkStatus.New => 4,
        BenchmarkStatus.Missing => 5,
        _ => 6,
    };

    /// <param name="sameRunner">Say per row what allocations were judged against (the base revision, or the
    /// committed baseline for a benchmark the base lacks).</param>
    private static string[] Row(ReportBenchmark benchmark, bool sameRunner)
    {
        var time = benchmark.Time;
        var allocation = benchmark.Allocation;
        return new[]
        {
            VerdictText.Status(benchmark.Status),
            LogText.OneLine(benchmark.Id),
            time is null ? "-" : $"{Units.Time(time.BaselineMedianNs)} → {Units.Time(time.CurrentMedianNs)}",
            time is null ? "-" : VerdictText.Change(time) + (time.Advisory ? " (advisory)" : string.Empty) + VerdictText.Reruns(time),
            time is null ? "-" : "+" + time.Limit + (time.WidenedThreshold is null ? string.Empty : " (widened)"),
            allocation is null ? "-" : VerdictText.AllocatedBytes(allocation),
            allocation is null ? "-" : VerdictText.AllocationChange(allocation) + (sameRunner ? $" ({VerdictText.ReferenceLabel(allocation)})" : string.Empty),
        };
    }

    private static void WriteRow(TextWriter writer, IReadOnlyList<string> cells, int[] widths) =>
        writer.WriteLine(string.Join("  ", cells.Select((cell, i) => cell.PadRight(widths[i]))).TrimEnd());
}
