namespace PerfGate.Model;

/// <summary>
/// One benchmark case of one run. <see cref="Id"/> is BenchmarkDotNet's FullName, parameters included, so
/// <c>Stream(ServerCount: 1)</c> and <c>Stream(ServerCount: 4)</c> are different benchmarks.
/// </summary>
public sealed record BenchmarkResult(
    string Id,
    IReadOnlyList<double> SamplesNs,
    long? BytesAllocatedPerOperation,
    SummaryFigures? Summary)
{
    /// <summary>BenchmarkDotNet writes null statistics when the benchmark threw or produced no measurement.</summary>
    public bool Failed => Summary is null;

    public static BenchmarkResult FailedCase(string id) => new(id, Array.Empty<double>(), null, null);
}
