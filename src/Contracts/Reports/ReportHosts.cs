using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>The hosts of the baseline and of this run, and whether time could gate.</summary>
/// <param name="TimeAdvisory">Time verdicts inform but cannot fail the gate: the hosts differ, or the whole run shifted.</param>
/// <param name="Mismatch">How the hosts differ (CPU model, runtime); null when they agree.</param>
/// <param name="ConditionShift">Nearly every benchmark moved the same way by a lot: the baseline and the run were
/// measured under different machine conditions; null (and absent from the JSON) otherwise.</param>
public sealed record ReportHosts(
    bool TimeAdvisory,
    string? Mismatch,
    ReportHost Baseline,
    ReportHost Current,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? ConditionShift = null);
