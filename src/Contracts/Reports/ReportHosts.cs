using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>The hosts of the baseline and of this run, and whether time could gate.</summary>
/// <param name="TimeAdvisory">Time verdicts inform but cannot fail the gate: the hosts differ, or the whole run shifted.</param>
/// <param name="ConditionShift">Why the baseline and the run seem measured under different machine conditions (PG0209).</param>
public sealed record ReportHosts(
    bool TimeAdvisory,
    string? Mismatch,
    ReportHost Baseline,
    ReportHost Current,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? ConditionShift = null);
