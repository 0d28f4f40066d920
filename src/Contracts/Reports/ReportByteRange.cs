namespace PerfGate.Reports;

/// <summary>One side's bytes per operation over its launches (same-runner mode, where each launch is a process of its own).</summary>
public sealed record ReportByteRange(long Min, long Max, int Launches);
