namespace PerfGate.Reports;

/// <summary>The settings the gate judged with. Per-benchmark overrides and widened limits show in each benchmark.</summary>
/// <param name="LaunchSpreadFactor">A benchmark's time threshold is at least this factor times its baseline launches' spread.</param>
public sealed record ReportSettings(
    string Time,
    string Allocation,
    double SignificanceLevel,
    int MinimumSamples,
    int ConfirmReruns,
    double LaunchSpreadFactor);
