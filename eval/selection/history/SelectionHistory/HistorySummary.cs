using System.Globalization;
using System.Text;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>Issue 50's figures for one suite's history: benchmarks selected per commit (median, p90, the share of commits
/// that select none) and the analysis's own seconds, each beside the load it was taken under.</summary>
internal sealed record HistorySummary(
    string Suite,
    int Pairs,
    int BuildFailures,
    double MedianSelected,
    int P90Selected,
    int SelectingNone,
    int RunAll,
    int Identical,
    double MedianAnalysisSeconds,
    double MedianTracedAnalysisSeconds,
    double MedianLoad,
    double MaxLoad)
{
    public const string FileName = "summary.txt";

    public static HistorySummary Of(string suite, IReadOnlyList<PairOutcome> outcomes, IReadOnlyList<BuildFailure> failures)
    {
        var traced = outcomes.Where(o => o.Traced).ToList();
        return new HistorySummary(
            suite,
            outcomes.Count,
            failures.Count,
            Median(outcomes.Select(o => (double)o.Selected.Count)),
            (int)NearestRank(outcomes.Select(o => (double)o.Selected.Count), 0.9),
            outcomes.Count(o => o.Selected.Count == 0),
            outcomes.Count(o => o.RunAll.Count > 0),
            outcomes.Count(o => !o.Traced && o.RunAll.Count == 0),
            Median(outcomes.Select(o => o.AnalysisSeconds)),
            Median(traced.Select(o => o.AnalysisSeconds)),
            Median(outcomes.Select(o => o.LoadAverage)),
            outcomes.Count == 0 ? double.NaN : outcomes.Max(o => o.LoadAverage));
    }

    public string Render(IReadOnlyList<BuildFailure> failures)
    {
        var text = new StringBuilder();
        var c = CultureInfo.InvariantCulture;
        text.AppendLine(c, $"{Suite}: {Pairs} commits gated against their parents; {BuildFailures} commit(s) did not build offline");
        text.AppendLine(c, $"  selected per commit: median {MedianSelected:0.#}, p90 {P90Selected} (nearest rank)");
        text.AppendLine(c, $"  commits selecting none: {SelectingNone} of {Pairs} ({Share(SelectingNone):0}%)");
        text.AppendLine(c, $"  every benchmark runs (a run-all reason): {RunAll}; builds' code identical (nothing traced): {Identical}");
        text.AppendLine(c, $"  analysis seconds per commit (comparison + traced launches): median {MedianAnalysisSeconds:0.0} s; over the {Pairs - RunAll - Identical} traced commits {MedianTracedAnalysisSeconds:0.0} s");
        text.AppendLine(c, $"  1-minute load average while analysing: median {MedianLoad:0.00}, max {MaxLoad:0.00} (2-core machine, shared)");
        foreach (var failure in failures)
        {
            text.AppendLine(c, $"  did not build: {failure.Commit[..Math.Min(10, failure.Commit.Length)]}: {failure.Error}");
        }

        return text.ToString();
    }

    private double Share(int count) => Pairs == 0 ? 0 : 100.0 * count / Pairs;

    private static double Median(IEnumerable<double> values)
    {
        var sorted = values.Order().ToList();
        return sorted.Count == 0 ? double.NaN
            : sorted.Count % 2 == 1 ? sorted[sorted.Count / 2]
            : (sorted[(sorted.Count / 2) - 1] + sorted[sorted.Count / 2]) / 2;
    }

    private static double NearestRank(IEnumerable<double> values, double quantile)
    {
        var sorted = values.Order().ToList();
        return sorted.Count == 0 ? 0 : sorted[Math.Max(0, (int)Math.Ceiling(quantile * sorted.Count) - 1)];
    }
}
