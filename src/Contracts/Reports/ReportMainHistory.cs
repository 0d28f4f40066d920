using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>
/// What main's history says since an anchor (docs/history.md), shown in a pull request's report because a gate of one
/// pull request cannot see a creep of many small merges. It never changes the verdict.
/// </summary>
/// <param name="Anchor">The revision named (a tag, a commit).</param>
/// <param name="Line">The one sentence the report shows when main has drifted ("main is +26.5% slower in X since v1.0");
/// null when nothing drifted.</param>
/// <param name="Url">Where the history's page is (the history workflow's runs, or its GitHub Pages site).</param>
/// <param name="Unreadable">Why the history could not be read; then the other figures are empty.</param>
public sealed record ReportMainHistory(
    string Anchor,
    string? AnchorCommit,
    string? HeadCommit,
    int Merges,
    string? Line,
    IReadOnlyList<ReportDrift> Drifts,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? Url = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? Unreadable = null);
