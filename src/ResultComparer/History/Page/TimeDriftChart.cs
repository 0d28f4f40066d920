using PerfGate.Formatting;
using PerfGate.Git;
using PerfGate.History.Drift;

namespace PerfGate.History.Page;

/// <summary>A benchmark's time since the anchor, merge by merge: the drift, its band, the threshold, and what the
/// analysis picked out (the flag's contributors, the change points).</summary>
internal static class TimeDriftChart
{
    public static string Render(BenchmarkHistory benchmark, HistoryAnalysis analysis, CommitLinks? links)
    {
        // Plotted as percent change (drift − 1), so 0 is "as fast as at the anchor".
        var measured = benchmark.Points
            .Select((point, index) => (Index: index, Point: point))
            .Where(p => p.Point.Drift is { } drift && double.IsFinite(drift))
            .ToList();
        var values = measured
            .SelectMany(p => new[] { p.Point.Drift, p.Point.DriftLower, p.Point.DriftUpper })
            .OfType<double>()
            .Where(double.IsFinite)
            .Select(ratio => ratio - 1)
            .Append(0)
            .Append(analysis.TimeThreshold)
            .ToList();
        var (min, max) = (values.Min(), values.Max());
        var padding = (max - min) * 0.08;
        var chart = new SvgChart("time", "Time since the anchor", $"Time since the anchor of {benchmark.Id}", analysis.Merges, min - padding, max + padding);

        var bandTitle = Html.Escape($"The drift's {Units.Percent(analysis.Confidence)} band");
        foreach (var run in Runs(measured.Where(p => p.Point.DriftLower is not null && p.Point.DriftUpper is not null).ToList()))
        {
            var upper = run.Select(p => (p.Index, p.Point.DriftUpper!.Value - 1));
            var lower = run.AsEnumerable().Reverse().Select(p => (p.Index, p.Point.DriftLower!.Value - 1));
            chart.Add($"<polygon class=\"band\" points=\"{chart.Points(upper.Concat(lower))}\"><title>{bandTitle}</title></polygon>");
        }

        chart.HorizontalLine(0, "zero", "The anchor's time");
        chart.HorizontalLine(analysis.TimeThreshold, "threshold", $"Threshold {Units.Change(1 + analysis.TimeThreshold)}");
        chart.RightLabel(analysis.TimeThreshold, "threshold-label", $"threshold {Units.Change(1 + analysis.TimeThreshold)}");
        foreach (var index in benchmark.ChangePoints.Where(i => i >= 0 && i < analysis.Merges.Count))
        {
            chart.VerticalLine(index, "change-point", $"The time level changed at {GitNames.ShortCommit(analysis.Merges[index].Commit)}");
        }

        foreach (var run in Runs(measured))
        {
            chart.Add($"<polyline class=\"drift\" points=\"{chart.Points(run.Select(p => (p.Index, p.Point.Drift!.Value - 1)))}\"/>");
        }

        var contributors = benchmark.Flag?.Contributors.Select(c => c.Commit).ToHashSet(StringComparer.Ordinal) ?? [];
        foreach (var (index, point) in measured)
        {
            var cssClass = contributors.Contains(point.Commit) ? "point contributor" : "point";
            chart.Point(index, point.Drift!.Value - 1, cssClass, Tooltip(analysis.Merges[index], point), links);
        }

        return chart.Render(tick => Units.Change(1 + tick));
    }

    /// <summary>Consecutive merges with a value: a merge that did not measure the benchmark breaks the line (a gap, not a
    /// guess). Within one run, a point's merge index less its position in the list is the same; each gap raises it.</summary>
    private static IEnumerable<List<(int Index, HistoryPoint Point)>> Runs(IReadOnlyList<(int Index, HistoryPoint Point)> points) =>
        points.Select((point, position) => (Point: point, Run: point.Index - position))
            .GroupBy(p => p.Run)
            .Select(run => run.Select(p => p.Point).ToList());

    private static string Tooltip(HistoryMerge merge, HistoryPoint point)
    {
        var step = point.Ratio is { } ratio
            ? $"step {Units.Change(ratio)} [{Units.Change(point.Lower)}, {Units.Change(point.Upper)}] over {point.Pairs} pairs"
            : "step not measured in pairs";
        return $"{GitNames.ShortCommit(merge.Commit)} {HistoryPage.Date(merge.CommitDate)}\n{step}\n" +
            $"drift since the anchor {Units.Change(point.Drift)} [{Units.Change(point.DriftLower)}, {Units.Change(point.DriftUpper)}]";
    }
}
