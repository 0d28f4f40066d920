using System.Text;
using PerfGate.Formatting;
using PerfGate.History.Drift;

namespace PerfGate.History.Page;

/// <summary>The top of the page: what a reader came for, the drifts beyond the threshold, the allocation growth since the
/// anchor and the allocation steps, each with the merges to look at.</summary>
internal static class FlaggedSummary
{
    public static void Render(StringBuilder html, HistoryAnalysis analysis, CommitLinks? links)
    {
        html.Append("<section class=\"flagged\">\n<h2>Flagged</h2>\n");
        var drifts = analysis.Benchmarks.Select((b, i) => (Benchmark: b, Index: i)).Where(b => b.Benchmark.Flag is not null).ToList();
        var steps = analysis.Benchmarks.Select((b, i) => (Benchmark: b, Index: i)).Where(b => b.Benchmark.AllocationSteps.Count > 0).ToList();
        var growths = analysis.Benchmarks.Select((b, i) => (Benchmark: b, Index: i)).Where(b => b.Benchmark.AllocationCreep is not null).ToList();
        if (drifts.Count == 0 && steps.Count == 0 && growths.Count == 0)
        {
            var unclear = analysis.Benchmarks.Count(b => b.Time is not { NoDrift: true });
            html.Append("<p>Nothing flagged: no drift beyond the threshold with confidence, no allocation step.")
                .Append(unclear == 0 ? "" : $" The history cannot tell for {unclear} benchmark(s): their band reaches past the threshold, or the newest merge did not measure them.")
                .Append("</p>\n</section>\n");
            return;
        }

        Table(html, "drifts", "Time drift since the anchor",
            $"<th>Benchmark</th><th>Drift</th><th>{Units.Percent(analysis.Confidence)} band</th><th>Merges that made it</th>",
            drifts.Select(d =>
            {
                var flag = d.Benchmark.Flag!;
                var contributors = flag.Contributors.Select(c => Html.Commit(c.Commit, links, $"step {Units.Change(c.Ratio)}"));
                return $"<tr><td>{BenchmarkLink(d.Benchmark, d.Index)}</td><td class=\"number\">{Units.Change(flag.Drift)}</td>" +
                    $"<td class=\"number\">[{Units.Change(flag.Lower)}, {Units.Change(flag.Upper)}]</td>" +
                    $"<td>{string.Join(' ', contributors)}</td></tr>\n";
            }));
        // The net since the anchor, which a creep of steps each within the threshold reaches without a step of its own.
        Table(html, "allocation-growth", "Allocation growth since the anchor",
            "<th>Benchmark</th><th>Bytes per operation</th><th>Change</th><th>Merges that made it</th>",
            growths.Select(g =>
            {
                var growth = g.Benchmark.AllocationCreep!;
                var contributors = growth.Contributors.Select(c => Html.Commit(c.Commit, links, $"step {AllocationChart.Delta(c)}"));
                return $"<tr><td>{BenchmarkLink(g.Benchmark, g.Index)}</td>" +
                    $"<td class=\"number\">{Units.Bytes(growth.FromBytes)} → {Units.Bytes(growth.ToBytes)}</td>" +
                    $"<td class=\"number\">{Units.SignedBytes(growth.ToBytes - growth.FromBytes)}</td>" +
                    $"<td>{string.Join(' ', contributors)}</td></tr>\n";
            }));
        Table(html, "allocation-steps", "Allocation steps",
            "<th>Benchmark</th><th>Merge</th><th>Bytes per operation</th><th>Change</th>",
            steps.SelectMany(s => s.Benchmark.AllocationSteps.Select(step =>
                $"<tr><td>{BenchmarkLink(s.Benchmark, s.Index)}</td><td>{Html.Commit(step.Commit, links)}</td>" +
                $"<td class=\"number\">{Units.Bytes(step.FromBytes)} → {Units.Bytes(step.ToBytes)}</td>" +
                $"<td class=\"number\">{AllocationChart.Delta(step)}</td></tr>\n")));
        html.Append("</section>\n");
    }

    /// <summary>A table of the section, left out when it has no row.</summary>
    private static void Table(StringBuilder html, string cssClass, string caption, string headings, IEnumerable<string> rows)
    {
        var body = string.Concat(rows);
        if (body.Length > 0)
        {
            html.Append($"<table class=\"{cssClass}\">\n<caption>{caption}</caption>\n<thead><tr>{headings}</tr></thead>\n<tbody>\n{body}</tbody>\n</table>\n");
        }
    }

    private static string BenchmarkLink(BenchmarkHistory benchmark, int index) =>
        $"<a href=\"#{HistoryPage.SectionId(index)}\">{Html.Escape(benchmark.Id)}</a>";
}
