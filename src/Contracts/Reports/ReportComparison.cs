using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>
/// What the gate compared time with, and whether time could fail it: the committed baseline (gating only on a
/// machine declared stable) or the base revision measured on the same runner, interleaved with the head.
/// </summary>
/// <param name="Note">One sentence a reader sees next to the verdicts: why time gates or not, what was measured.</param>
/// <param name="BaseRef">Same-runner: the revision asked for; <paramref name="BaseCommit"/> is the commit measured (the
/// merge base in a pull request).</param>
public sealed record ReportComparison(
    string Mode,
    bool TimeGates,
    string Note,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? BaseRef = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? BaseCommit = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? HeadCommit = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? Pairs = null)
{
    /// <summary>Same-runner: the base revision did not build, so time was not compared (the pull request that fixes a
    /// broken base branch): a warning, not a failed gate.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingDefault)]
    public bool BaseDidNotBuild { get; init; }

    /// <summary>Same-runner: which benchmark methods ran their pairs (<c>--select</c>); null where nothing was selected.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public ReportSelectionSummary? Selection { get; init; }

    public const string CommittedBaselineMode = "committed-baseline";
    public const string SameRunnerMode = "same-runner";

    [JsonIgnore]
    public bool IsSameRunner => Mode == SameRunnerMode;
}
