using System.Text.Json.Serialization;
using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>
/// The change the time test judged, in the unit it judged: a Hodges–Lehmann ratio (the median of all pairwise
/// current ÷ baseline ratios) of the launch medians or of the iterations the test compared.
/// </summary>
/// <param name="LowerBound">Distribution-free lower bound of that ratio, the one the slower-than-the-limit test
/// implies: the time regressed exactly when it exceeds 1 + limit. Only for launches (null for iterations, which are
/// not independent, and when there are too few launches to bound at the significance level).</param>
/// <param name="UpperBound">The matching upper bound: the time improved exactly when it is below 1 ÷ (1 + limit).</param>
/// <param name="Confidence">The interval's coverage, at least 1 − 2 × the significance level (0.84 by default).</param>
public sealed record ReportTimeEffect(
    TimeTestUnit Unit,
    int BaselineCount,
    int CurrentCount,
    double? Ratio,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? LowerBound = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? UpperBound = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? Confidence = null);
