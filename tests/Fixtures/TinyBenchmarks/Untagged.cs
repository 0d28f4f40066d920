using BenchmarkDotNet.Attributes;

namespace TinyBenchmarks;

/// <summary>Carries no PerfGate category, so a category-filtered run must leave it out.</summary>
public class Untagged
{
    private readonly int[] _values = [3, 1, 4, 1, 5, 9, 2, 6];

    [Benchmark]
    public int Sum() => _values.Sum();
}
