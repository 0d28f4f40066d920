using System.Globalization;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>The per-pair table (<c>selection.tsv</c>) and the skipped (benchmark, commit) picks (<c>skipped.tsv</c>), the
/// candidates for a full gate with <c>--select all</c> to confirm "unchanged". Tab-separated, invariant culture.</summary>
internal static class HistoryTable
{
    public const string FileName = "selection.tsv";
    public const string SkippedFileName = "skipped.tsv";

    private const int MostNamed = 3;

    private static readonly string[] Columns =
    [
        "commit", "parent", "date", "subject", "differing_methods", "differing_types", "changed", "run_all", "selected", "methods", "selected_methods",
        "compare_s", "trace_s", "trace_wall_s", "analysis_s", "launches", "load1",
    ];

    public static void Write(IReadOnlyList<PairOutcome> outcomes, string folder)
    {
        Directory.CreateDirectory(folder);
        File.WriteAllLines(Path.Combine(folder, FileName), [string.Join('\t', Columns), .. outcomes.Select(Row)]);
        File.WriteAllLines(Path.Combine(folder, SkippedFileName),
        [
            "commit\tparent\tmethod\tkind\treason",
            .. outcomes.SelectMany(o => o.Skipped.Select(s => string.Join('\t', o.Pair.Commit, o.Pair.Parent, s.Method, o.Traced ? "traced" : "identical", s.Reason))),
        ]);
    }

    private static string Row(PairOutcome o) => string.Join('\t',
        o.Pair.Commit,
        o.Pair.Parent,
        o.Pair.Date,
        Clean(o.Pair.Subject),
        Number(o.DifferingMethods),
        Number(o.DifferingTypes),
        Clean(Named(o.Changed)),
        Clean(string.Join("; ", o.RunAll)),
        Number(o.Selected.Count),
        Number(o.Methods.Count),
        string.Join(",", o.Selected.Select(s => s.ShortName)),
        Seconds(o.CompareSeconds),
        Seconds(o.TraceSeconds),
        Seconds(o.TraceWallSeconds),
        Seconds(o.AnalysisSeconds),
        Number(o.Launches),
        o.LoadAverage.ToString("0.00", CultureInfo.InvariantCulture));

    /// <summary>The first few, and how many more: a table cell, not the list (the pair's JSON has it whole).</summary>
    private static string Named(IReadOnlyList<string> items) =>
        string.Join("; ", items.Take(MostNamed)) + (items.Count > MostNamed ? string.Create(CultureInfo.InvariantCulture, $"; and {items.Count - MostNamed} more") : "");

    private static string Clean(string text) => text.Replace('\t', ' ').Replace('\n', ' ');

    private static string Number(int value) => value.ToString(CultureInfo.InvariantCulture);

    private static string Seconds(double value) => value.ToString("0.0", CultureInfo.InvariantCulture);
}
