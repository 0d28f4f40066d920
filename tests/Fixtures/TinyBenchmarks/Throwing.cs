using BenchmarkDotNet.Attributes;

namespace TinyBenchmarks;

/// <summary>A tagged benchmark that crashes, so the fixtures show how BenchmarkDotNet reports a failure.</summary>
[BenchmarkCategory("PerfGate")]
public class Throwing
{
    [Benchmark]
    public int AlwaysThrows() => throw new InvalidOperationException("Fixture benchmark fails on purpose.");
}
