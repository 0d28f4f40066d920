using PerfGate.Reports;
using PerfGate.Running;
using PerfGate.Selection.Changes;

namespace PerfGate.Selection;

/// <summary>The selection for a whole gate: one decision per benchmark method, and the summary the report states.</summary>
internal sealed record SelectionPlan(IReadOnlyList<MethodSelection> Methods, ReportSelectionSummary Summary)
{
    /// <summary>Every method runs, for one reason: a file of the build that cannot be compared method by method.</summary>
    public static SelectionPlan Everything(IReadOnlyList<string> methods, string mode, string reason, IReadOnlyList<string> runAll, int changedMethods, double? seconds) =>
        new(
            [.. methods.Select(m => new MethodSelection(m, new ReportSelection(true, reason, []), []))],
            new ReportSelectionSummary(mode, methods.Count, methods.Count, runAll, changedMethods, seconds));

    /// <summary>The comparison of the two builds the plan was decided on; null for a plan made without one.</summary>
    public CompiledChanges? Changes { get; init; }

    /// <summary>The methods that run their pairs, in the order given.</summary>
    public IReadOnlyList<string> Running => [.. Methods.Where(m => m.Runs && m.Hung is null).Select(m => m.Method)];

    /// <summary>The methods that hung in the head's traced launch: failed, never launched again.</summary>
    public IReadOnlyList<HungMethod> Hung => [.. Methods.Select(m => m.Hung).OfType<HungMethod>()];

    public IReadOnlyList<MethodSelection> Skipped => [.. Methods.Where(m => !m.Runs)];

    public MethodSelection? For(string method) => Methods.FirstOrDefault(m => m.Method == method);
}
