namespace PerfGate.Reports;

/// <summary>The settings the gate judged with. Per-benchmark overrides and widened limits show in each benchmark.</summary>
/// <param name="Time">The configured time threshold, "5%".</param>
/// <param name="Allocation">The configured allocation threshold, "1%" or "1%,64B".</param>
/// <param name="ConfirmReruns">How many times a flagged time regression could be measured again.</param>
/// <param name="LaunchSpreadFactor">A benchmark's time threshold is at least this factor times its baseline launches' spread.</param>
public sealed record ReportSettings(
    string Time,
    string Allocation,
    double SignificanceLevel,
    int MinimumSamples,
    int ConfirmReruns,
    double LaunchSpreadFactor);
