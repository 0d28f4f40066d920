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

        if (drifts.Count > 0)
        {
            html.Append("<table class=\"drifts\">\n<caption>Time drift since the anchor</caption>\n");
            html.Append($"<thead><tr><th>Benchmark</th><th>Drift</th><th>{Units.Percent(analysis.Confidence)} band</th><th>Merges that made it</th></tr></thead>\n<tbody>\n");
            foreach (var (benchmark, index) in drifts)
            {
                var flag = benchmark.Flag!;
                var contributors = flag.Contributors.Select(c => Html.Commit(c.Commit, links, $"step {Units.Change(c.Ratio)}"));
                html.Append($"<tr><td>{BenchmarkLink(benchmark, index)}</td><td class=\"number\">{Units.Change(flag.Drift)}</td>")
                    .Append($"<td class=\"number\">[{Units.Change(flag.Lower)}, {Units.Change(flag.Upper)}]</td>")
                    .Append($"<td>{string.Join(' ', contributors)}</td></tr>\n");
            }

            html.Append("</tbody>\n</table>\n");
        }

        if (growths.Count > 0)
        {
            // The net since the anchor, which a creep of steps each within the threshold reaches without a step of its own.
            html.Append("<table class=\"allocation-growth\">\n<caption>Allocation growth since the anchor</caption>\n");
            html.Append("<thead><tr><th>Benchmark</th><th>Bytes per operation</th><th>Change</th><th>Merges that made it</th></tr></thead>\n<tbody>\n");
            foreach (var (benchmark, index) in growths)
            {
                var growth = benchmark.AllocationCreep!;
                var contributors = growth.Contributors.Select(c => Html.Commit(c.Commit, links, $"step {AllocationChart.Delta(c)}"));
                html.Append($"<tr><td>{BenchmarkLink(benchmark, index)}</td>")
                    .Append($"<td class=\"number\">{Units.Bytes(growth.FromBytes)} → {Units.Bytes(growth.ToBytes)}</td>")
                    .Append($"<td class=\"number\">{AllocationChart.Delta(growth.FromBytes, growth.ToBytes)}</td>")
                    .Append($"<td>{string.Join(' ', contributors)}</td></tr>\n");
            }

            html.Append("</tbody>\n</table>\n");
        }

        if (steps.Count > 0)
        {
            html.Append("<table class=\"allocation-steps\">\n<caption>Allocation steps</caption>\n");
            html.Append("<thead><tr><th>Benchmark</th><th>Merge</th><th>Bytes per operation</th><th>Change</th></tr></thead>\n<tbody>\n");
            foreach (var (benchmark, index) in steps)
            {
                foreach (var step in benchmark.AllocationSteps)
                {
                    html.Append($"<tr><td>{BenchmarkLink(benchmark, index)}</td><td>{Html.Commit(step.Commit, links)}</td>")
                        .Append($"<td class=\"number\">{Units.Bytes(step.FromBytes)} → {Units.Bytes(step.ToBytes)}</td>")
                        .Append($"<td class=\"number\">{AllocationChart.Delta(step)}</td></tr>\n");
                }
            }

            html.Append("</tbody>\n</table>\n");
        }

        html.Append("</section>\n");
    }

    private static string BenchmarkLink(BenchmarkHistory benchmark, int index) =>
        $"<a href=\"#{HistoryPage.SectionId(index)}\">{Html.Escape(benchmark.Id)}</a>";
}
