using PerfGate.Evaluation.SelectionHistory;

namespace PerfGate.Evaluation.Tests.SelectionHistory;

/// <summary>Issue 50's figures for a history, on outcomes made in memory whose figures are counted by hand here.</summary>
public sealed class HistorySummaryTests
{
    [Fact]
    public void Selected_per_commit_has_its_median_p90_by_nearest_rank_and_the_commits_selecting_none()
    {
        // Selected per commit: 0 0 0 1 1 2 3 7 7 7 (sorted). Median (1 + 2) / 2; p90 the 9th of 10: 7.
        int[] selected = [7, 0, 1, 0, 3, 7, 2, 0, 1, 7];
        var outcomes = selected.Select((k, i) => Outcome(i, k, analysisSeconds: i + 1.0, load: 1.0 + i)).ToList();

        var summary = HistorySummary.Of("suite", outcomes, [new BuildFailure("abc", "error NU1101")]);

        Assert.Equal(1.5, summary.MedianSelected);
        Assert.Equal(7, summary.P90Selected);
        Assert.Equal(3, summary.SelectingNone);
        Assert.Equal(1, summary.BuildFailures);
        Assert.Equal(5.5, summary.MedianAnalysisSeconds);
        Assert.Equal((5.5, 10.0), (summary.MedianLoad, summary.MaxLoad));
    }

    [Fact]
    public void Commits_with_identical_code_or_a_run_all_reason_are_counted_apart_from_the_traced_ones()
    {
        List<PairOutcome> outcomes =
        [
            Outcome(0, 0, analysisSeconds: 2, load: 1, launches: 0),
            Outcome(1, 7, analysisSeconds: 3, load: 1, launches: 0, runAll: ["App.deps.json: content differs"]),
            Outcome(2, 1, analysisSeconds: 100, load: 1, launches: 14),
            Outcome(3, 0, analysisSeconds: 120, load: 1, launches: 14),
        ];

        var summary = HistorySummary.Of("suite", outcomes, []);

        Assert.Equal((1, 1), (summary.Identical, summary.RunAll));
        Assert.Equal(110, summary.MedianTracedAnalysisSeconds);
        Assert.Contains("commits selecting none: 2 of 4 (50%)", summary.Render([]), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(new[] { 10.0, 10.0, 10.0 }, 2, 20.0)] // the third waits for the first free slot
    [InlineData(new[] { 30.0, 5.0, 5.0, 5.0 }, 2, 30.0)] // the long one first: the short ones share the other slot
    [InlineData(new[] { 5.0, 5.0, 5.0, 30.0 }, 2, 35.0)] // the long one last: it starts when a slot frees, after 5 s
    [InlineData(new[] { 4.0, 6.0 }, 1, 10.0)]
    public void The_gates_wall_time_takes_the_methods_in_order_one_per_core(double[] perMethod, int cores, double expected)
    {
        Assert.Equal(expected, HistoryAnalysis.Makespan(perMethod, cores));
    }

    private static PairOutcome Outcome(int index, int selected, double analysisSeconds, double load, int launches = 14, IReadOnlyList<string>? runAll = null)
    {
        var methods = Enumerable.Range(0, 7).Select(m => $"Suite.Benchmarks.Method{m}").ToList();
        return new PairOutcome(
            new GatedPair($"commit{index}", $"parent{index}", "2026-01-01T00:00:00+00:00", "subject"),
            DifferingMethods: 1,
            DifferingTypes: 0,
            Changed: ["Lib.Type.Method() (edited)"],
            RunAll: runAll ?? [],
            Methods: methods,
            Selected: [.. methods.Take(selected).Select(m => new MethodDecision(m, "executes code this change touched"))],
            Skipped: [.. methods.Skip(selected).Select(m => new MethodDecision(m, "unchanged"))],
            CompareSeconds: 1,
            TraceSeconds: 2 * (analysisSeconds - 1),
            TraceWallSeconds: analysisSeconds - 1,
            Launches: launches,
            LoadAverage: load);
    }
}
