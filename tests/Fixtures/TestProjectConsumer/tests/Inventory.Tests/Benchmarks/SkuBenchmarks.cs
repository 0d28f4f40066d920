using BenchmarkDotNet.Attributes;

namespace Inventory.Tests.Benchmarks;

/// <summary>The hot paths the gate guards.</summary>
[MemoryDiagnoser]
[BenchmarkCategory("PerfGate")]
public class SkuBenchmarks
{
    private readonly string[] _lines = Enumerable.Range(0, 64).Select(i => $"{(i % 3 == 0 ? "TOOLS" : "GARDEN")}-{i:D6} {i % 7}").ToArray();

    [Benchmark]
    public Sku Parse() => Sku.Parse("GARDEN-HOSE-000042");

    [Benchmark]
    public string Report() => StockReport.Format(StockReport.TotalsByCategory(_lines));
}
