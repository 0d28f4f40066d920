namespace PerfGate.Reports;

/// <summary>The machine and toolchain one side was measured on.</summary>
public sealed record ReportHost(
    string RuntimeVersion,
    string OsVersion,
    string ProcessorName,
    int? PhysicalCoreCount,
    int? LogicalCoreCount,
    string BenchmarkDotNetVersion);
