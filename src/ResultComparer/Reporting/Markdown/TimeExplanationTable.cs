using PerfGate.Formatting;
using PerfGate.Reports;

namespace PerfGate.Reporting.Markdown;

/// <summary>"Where the time went" under a benchmark's time verdict: a short table of the methods that took the extra time
/// per operation, or the one line that says none did beyond noise, and where the run keeps the profiles.</summary>
internal static class TimeExplanationTable
{
    public static void Write(TextWriter writer, string escapedName, ReportTimeExplanation why)
    {
        var heading = TimeExplanationText.Heading(why);
        writer.WriteLine($"**{escapedName}**: {MarkdownText.Escape(char.ToUpperInvariant(heading[0]) + heading[1..])}");
        writer.WriteLine();
        if (why.Methods.Count > 0)
        {
            var headOnly = why.Sides == ReportTimeExplanation.HeadOnly;
            writer.WriteLine(headOnly
                ? "| Method | Head | Interval | Inclusive | Where |"
                : "| Method | Base | Head | Change | Interval | Inclusive change | Where |");
            writer.WriteLine(headOnly ? "|---|---:|---:|---:|---|" : "|---|---:|---:|---:|---:|---:|---|");
            foreach (var method in why.Methods)
            {
                var name = MarkdownText.Escape(TimeExplanationText.Method(method));
                var where = MarkdownText.Escape(TimeExplanationText.Where(method));
                var interval = MarkdownText.Escape(TimeExplanationText.Interval(method));
                writer.WriteLine(headOnly
                    ? $"| {name} | {Units.Time(method.HeadNs)} | {interval} | {Units.Time(method.HeadInclusiveNs)} | {where} |"
                    : $"| {name} | {Units.Time(method.BaseNs)} | {Units.Time(method.HeadNs)} | {TimeExplanationText.Signed(method.Difference)} | {interval} | " +
                        $"{TimeExplanationText.Signed(method.InclusiveDifference)} | {where} |");
            }

            writer.WriteLine();
            writer.WriteLine($"<sub>Per operation, exclusive (the method's own frame); {Units.Percent(why.Confidence, 0)} intervals that hold for all the methods together.</sub><br>");
        }

        if (why.Files is { } files)
        {
            var profiles = files.BaseProfile is null ? $"`{MarkdownText.Escape(files.HeadProfile)}`" : $"`{MarkdownText.Escape(files.BaseProfile)}`, `{MarkdownText.Escape(files.HeadProfile)}`";
            var graph = files.FlameGraph is null ? "" : $"; differential flame graph `{MarkdownText.Escape(files.FlameGraph)}`";
            writer.WriteLine($"<sub>In the run's artifacts: speedscope profiles {profiles}{graph}.</sub><br>");
        }

        writer.WriteLine();
    }
}
