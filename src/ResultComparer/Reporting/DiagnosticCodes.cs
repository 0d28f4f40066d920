namespace PerfGate.Reporting;

/// <summary>
/// Stable codes for everything the gate reports, so users can search for them and build logs can be
/// filtered. PG00xx belong to the MSBuild tasks, PG01xx fail the gate, PG02xx warn.
/// </summary>
public static class DiagnosticCodes
{
    public const string AllocationRegressed = "PG0101";
    public const string TimeRegressed = "PG0102";
    public const string BenchmarkFailed = "PG0103";
    public const string NothingToCompare = "PG0104";

    public const string Inconclusive = "PG0201";
    public const string NewBenchmark = "PG0202";
    public const string MissingBenchmark = "PG0203";
    public const string HostMismatch = "PG0204";
    public const string AdvisoryTimeRegression = "PG0205";
}
