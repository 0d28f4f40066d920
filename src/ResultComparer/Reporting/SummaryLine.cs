using System.Globalization;
using PerfGate.Formatting;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>"PerfGate: FAILED: 1 regressed, 5 unchanged, 1 new; time geomean ×1.02 (+2%)".</summary>
public static class SummaryLine
{
    public static string For(bool passed, ReportSummary summary)
    {
        var counts = new (int Count, string Label)[]
        {
            (summary.Failed, "failed"),
            (summary.Regressed, "regressed"),
            (summary.Inconclusive, "inconclusive"),
            (summary.Improved, "improved"),
            (summary.Unchanged, "unchanged"),
            (summary.New, "new"),
            (summary.Missing, "missing"),
        };
        var parts = counts.Where(c => c.Count > 0).Select(c => c.Count.ToString(CultureInfo.InvariantCulture) + " " + c.Label).ToList();
        var text = $"PerfGate: {(passed ? "passed" : "FAILED")}: {(parts.Count == 0 ? "no benchmarks" : string.Join(", ", parts))}";
        if (summary.GeometricMeanTimeRatio is { } geomean)
        {
            text += $"; time geomean {Units.Factor(geomean)} ({Units.Change(geomean)})";
        }

        return text;
    }
}
