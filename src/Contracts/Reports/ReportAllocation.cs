using PerfGate.Verdicts;

namespace PerfGate.Reports;

/// <summary>The allocation comparison of one benchmark, in bytes per operation.</summary>
/// <param name="Ratio">current / baseline; null when the baseline allocated nothing or a side has no data.</param>
/// <param name="Threshold">The configured threshold for this benchmark, "1%" or "1%,64B"; a 0 B/op baseline allows nothing.</param>
public sealed record ReportAllocation(
    MetricStatus Status,
    long? BaselineBytes,
    long? CurrentBytes,
    double? Ratio,
    string Threshold,
    string? Reason);
