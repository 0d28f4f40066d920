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

        if (summary.TimeSensitivity is { } sensitivity)
        {
            text += "; " + Sensitivity(sensitivity);
        }

        return text;
    }

    /// <summary>"time judged on 7, could see ≥ +4% to +9%; 1 too noisy to gate time on this runner".</summary>
    public static string Sensitivity(ReportTimeSensitivity sensitivity)
    {
        var judged = sensitivity is { Judged: > 0, LowestCouldSee: { } lowest, HighestCouldSee: { } highest }
            ? string.Create(CultureInfo.InvariantCulture, $"time judged on {sensitivity.Judged}, could see ≥ {Units.Change(1 + lowest)}")
              + (Math.Round(100 * highest) > Math.Round(100 * lowest) ? $" to {Units.Change(1 + highest)}" : string.Empty)
            : "no time judged";
        return sensitivity.TooNoisy > 0
            ? string.Create(CultureInfo.InvariantCulture, $"{judged}; {sensitivity.TooNoisy} too noisy to gate time on this runner")
            : judged;
    }
}
