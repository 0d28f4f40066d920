using BenchmarkDotNet.Attributes;

namespace Inventory.Tests.Benchmarks;

/// <summary>Not tagged for the gate: run by hand, never by PerfGate.</summary>
public class ExploratoryBenchmarks
{
    [Benchmark]
    public string Format() => new Sku("TOOLS", 42).ToString();
}
