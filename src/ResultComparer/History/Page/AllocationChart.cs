using PerfGate.Formatting;
using PerfGate.Git;
using PerfGate.History.Drift;

namespace PerfGate.History.Page;

/// <summary>A benchmark's bytes per operation, merge by merge, as steps (an allocation changes at a merge and stays), with
/// the analysis's allocation steps marked.</summary>
internal static class AllocationChart
{
    public static string Render(BenchmarkHistory benchmark, HistoryAnalysis analysis, CommitLinks? links)
    {
        var measured = benchmark.Points
            .Select((point, index) => (Index: index, Bytes: point.Bytes))
            .Where(p => p.Bytes is not null)
            .Select(p => (p.Index, Bytes: p.Bytes!.Value))
            .ToList();
        // From zero: a step from 24 B to 48 B must look like a doubling, not like a cliff.
        var max = measured.Count == 0 ? 0 : measured.Max(p => p.Bytes);
        var chart = new SvgChart("alloc", "Bytes per operation", $"Bytes per operation of {benchmark.Id}", analysis.Merges, 0, Math.Max(max * 1.15, 8));
        if (measured.Count == 0)
        {
            chart.Text(SvgChart.Width / 2.0, SvgChart.Height / 2.0, "empty", "No allocation measured at any merge");
        }

        var path = new List<string>();
        for (var i = 0; i < measured.Count; i++)
        {
            var (index, bytes) = measured[i];
            var x = SvgNumber.Format(chart.X(index));
            var y = SvgNumber.Format(chart.Y.Map(bytes));
            var continues = i > 0 && measured[i - 1].Index == index - 1;
            path.Add(continues ? $"H {x} V {y}" : $"M {x} {y}");
        }

        if (path.Count > 0)
        {
            chart.Add($"<path class=\"bytes\" d=\"{string.Join(' ', path)}\"/>");
        }

        var steps = benchmark.AllocationSteps.ToDictionary(s => s.Commit, StringComparer.Ordinal);
        foreach (var (index, bytes) in measured)
        {
            var merge = analysis.Merges[index];
            if (steps.TryGetValue(merge.Commit, out var step))
            {
                var label = Delta(step);
                chart.Point(index, bytes, "point alloc-step", $"{GitNames.ShortCommit(merge.Commit)} {HistoryPage.Date(merge.CommitDate)}\n{Units.Bytes(step.FromBytes)} → {Units.Bytes(step.ToBytes)} per operation ({label})", links);
                chart.Text(chart.X(index), chart.Y.Map(bytes) - 9, "step-label", label);
            }
            else
            {
                chart.Point(index, bytes, "point", $"{GitNames.ShortCommit(merge.Commit)} {HistoryPage.Date(merge.CommitDate)}\n{Units.Bytes(bytes)} per operation", links);
            }
        }

        return chart.Render(tick => Units.Bytes((long)Math.Round(tick)));
    }

    /// <summary>"+24 B", "-1.0 KB".</summary>
    public static string Delta(AllocationStep step) => Units.SignedBytes(step.ToBytes - step.FromBytes);
}
