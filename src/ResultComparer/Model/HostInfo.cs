namespace PerfGate.Model;

/// <summary>
/// The machine and toolchain a run was measured on. Time figures are only comparable between runs whose
/// <see cref="ProcessorName"/> and <see cref="RuntimeVersion"/> agree; allocations are comparable regardless.
/// </summary>
internal sealed record HostInfo(
    string RuntimeVersion,
    string OsVersion,
    string ProcessorName,
    int? PhysicalCoreCount,
    int? LogicalCoreCount,
    string BenchmarkDotNetVersion,
    string Architecture)
{
    public static HostInfo Unknown { get; } = new("unknown", "unknown", "unknown", null, null, "unknown", "unknown");
}
