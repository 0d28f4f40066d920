using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>Benchmark counts per status, the geometric mean of the time ratios, and the one-line verdict.</summary>
/// <param name="Line">"PerfGate: FAILED: 1 regressed, 5 unchanged; time geomean ×1.02 (+2%)".</param>
public sealed record ReportSummary(
    int Total,
    int Regressed,
    int Improved,
    int Unchanged,
    int Inconclusive,
    int New,
    int Missing,
    int Failed,
    double? GeometricMeanTimeRatio,
    string Line)
{
    /// <summary>Same-runner mode: what the time verdicts could see together.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public ReportTimeSensitivity? TimeSensitivity { get; init; }
}
