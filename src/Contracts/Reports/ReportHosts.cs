namespace PerfGate.Reports;

/// <summary>The hosts of the baseline and of this run, and whether time could gate.</summary>
/// <param name="TimeAdvisory">The CPU model or runtime (major.minor) differs: time verdicts inform but cannot fail the gate.</param>
/// <param name="Mismatch">Why time is advisory; null when the hosts agree.</param>
public sealed record ReportHosts(bool TimeAdvisory, string? Mismatch, ReportHost Baseline, ReportHost Current);
