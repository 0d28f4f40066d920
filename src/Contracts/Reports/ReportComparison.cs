using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>
/// What the gate compared time with, and whether time could fail it: the committed baseline (gating only on a
/// machine declared stable) or the base revision measured on the same runner, interleaved with the head.
/// In the same-runner mode allocations gate against the base revision's launches too, the committed baseline only for
/// benchmarks the base lacks (each benchmark's <see cref="ReportAllocation.Reference"/> says which).
/// </summary>
/// <param name="Mode"><c>committed-baseline</c> or <c>same-runner</c>.</param>
/// <param name="TimeGates">Whether a time regression can fail the gate in this mode.</param>
/// <param name="Note">One sentence a reader sees next to the verdicts: why time gates or not, what was measured.</param>
/// <param name="BaseRef">Same-runner: the revision asked for (<c>origin/main</c>, or the <c>--compare-to</c> value).</param>
/// <param name="BaseCommit">Same-runner: the commit measured as the base (the merge base in a pull request).</param>
/// <param name="HeadCommit">Same-runner: the commit measured as the head, when known.</param>
/// <param name="Pairs">Same-runner: base/head launch pairs measured, interleaved in time.</param>
public sealed record ReportComparison(
    string Mode,
    bool TimeGates,
    string Note,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? BaseRef = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? BaseCommit = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? HeadCommit = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? Pairs = null)
{
    public const string CommittedBaselineMode = "committed-baseline";
    public const string SameRunnerMode = "same-runner";

    /// <summary>Time was judged on base/head pairs measured on this runner.</summary>
    [JsonIgnore]
    public bool IsSameRunner => Mode == SameRunnerMode;
}
