using System.Globalization;
using System.Text;
using PerfGate.Reports;
using PerfGate.Verdicts;

namespace PerfGate.Reporting.GitHub;

/// <summary>A Mermaid <c>xychart-beta</c> of each gated benchmark's time change (bars, %) against the limit applied to it
/// (line, %), largest changes first and at most <see cref="MaxBenchmarks"/> of them, so the chart stays readable. Benchmark
/// names are untrusted: a label keeps only characters that cannot end its string or the code block.</summary>
internal static class MermaidTimeChart
{
    public const int MaxBenchmarks = 20;
    private const int MaxLabelLength = 40;

    /// <returns>The chart in a ```mermaid block with a one-line legend, or null when no benchmark has a time change.</returns>
    public static string? Render(GateReport report)
    {
        var timed = report.Benchmarks
            .Where(b => b.Time is { Ratio: { } ratio } && double.IsFinite(ratio))
            .OrderByDescending(b => b.Status == BenchmarkStatus.Regressed)
            .ThenByDescending(b => b.Time!.Ratio!.Value)
            .ThenBy(b => b.Id, StringComparer.Ordinal)
            .ToList();
        if (timed.Count == 0)
        {
            return null;
        }

        var shown = timed.Take(MaxBenchmarks).ToList();
        var changes = shown.Select(b => Math.Round((b.Time!.Ratio!.Value - 1) * 100, 1)).ToList();
        var limits = shown.Select(b => LimitPercent(b.Time!)).ToList();
        var drawLimits = limits.All(l => l is not null);
        var values = drawLimits ? changes.Concat(limits.Select(l => l!.Value)) : changes;
        var low = Math.Min(0, Math.Floor(values.Min() / 10) * 10);
        var high = Math.Max(10, Math.Ceiling(values.Max() / 10) * 10);

        var chart = new StringBuilder();
        chart.Append("```mermaid\n");
        chart.Append("xychart-beta\n");
        chart.Append("    title \"Time change against the applied limit (%)\"\n");
        chart.Append("    x-axis [").Append(string.Join(", ", shown.Select((b, i) => $"\"{Label(b.Id, i + 1)}\""))).Append("]\n");
        chart.Append("    y-axis \"change (%)\" ").Append(Number(low)).Append(" --> ").Append(Number(high)).Append('\n');
        chart.Append("    bar [").Append(string.Join(", ", changes.Select(Number))).Append("]\n");
        if (drawLimits)
        {
            chart.Append("    line [").Append(string.Join(", ", limits.Select(l => Number(l!.Value)))).Append("]\n");
        }

        chart.Append("```\n\n");
        var legend = drawLimits ? "Bars: time change of each benchmark; line: the limit applied to it." : "Bars: time change of each benchmark.";
        var count = shown.Count < timed.Count
            ? $" The {shown.Count.ToString(CultureInfo.InvariantCulture)} largest of {timed.Count.ToString(CultureInfo.InvariantCulture)} benchmarks, regressions first."
            : string.Empty;
        chart.Append("<sub>").Append(legend).Append(count).Append("</sub>\n");
        return chart.ToString();
    }

    /// <summary>"3 DataStreamerBenchmark.Stream(ServerCount: 4)": class, method and parameters, numbered (two
    /// benchmarks may shorten alike), with every character outside a small safe set replaced.</summary>
    public static string Label(string id, int number)
    {
        var parameters = id.IndexOf('(', StringComparison.Ordinal);
        var name = parameters < 0 ? id : id[..parameters];
        var segments = name.Split('.');
        var shortName = string.Join(".", segments.Skip(Math.Max(0, segments.Length - 2))) + (parameters < 0 ? string.Empty : id[parameters..]);
        var safe = string.Concat(shortName.Select(c => char.IsAsciiLetterOrDigit(c) || c is ' ' or '.' or ',' or ':' or '(' or ')' or '=' or '-' or '+' or '_' ? c : '_'));
        var label = safe.Length > MaxLabelLength ? safe[..(MaxLabelLength - 3)] + "..." : safe;
        return $"{number.ToString(CultureInfo.InvariantCulture)} {label}";
    }

    private static double? LimitPercent(ReportTime time) =>
        time.Limit.EndsWith('%')
        && double.TryParse(time.Limit.AsSpan(0, time.Limit.Length - 1), NumberStyles.Float, CultureInfo.InvariantCulture, out var percent)
            ? percent
            : null;

    private static string Number(double value) => value.ToString("0.#", CultureInfo.InvariantCulture);
}
