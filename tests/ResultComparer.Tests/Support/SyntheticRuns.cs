using PerfGate.Baseline;
using PerfGate.Model;

namespace PerfGate.Tests.Support;

/// <summary>Deterministic benchmark data for tests that need verdicts they can predict.</summary>
internal static class SyntheticRuns
{
    public static readonly HostInfo Host = new(".NET 10.0.12 (10.0.1226.42308)", "Debian GNU/Linux 12 (bookworm)", "AMD EPYC", 2, 2, "0.14.0", "X64");

    /// <summary>20 samples spread ±2% around <paramref name="medianNs"/>, in a fixed order.</summary>
    public static double[] Samples(double medianNs, int count = 20) =>
        Enumerable.Range(0, count).Select(i => medianNs * (0.98 + (0.04 * ((i * 7) % count) / (count - 1)))).ToArray();

    public static BenchmarkResult Benchmark(string id, double medianNs, long? bytes) =>
        new(id, Samples(medianNs), bytes);

    public static BenchmarkRun Run(params BenchmarkResult[] benchmarks) => new(Host, new JobSettings(1, 20), benchmarks);

    public static BaselineDocument Baseline(params BenchmarkResult[] benchmarks) => BaselineDocument.FromRun(Run(benchmarks));
}
