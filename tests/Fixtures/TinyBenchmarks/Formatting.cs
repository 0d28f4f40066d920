using BenchmarkDotNet.Attributes;

namespace TinyBenchmarks;

/// <summary>Method arguments instead of properties: BenchmarkDotNet names them in the id like parameters.</summary>
[BenchmarkCategory("PerfGate")]
public class Formatting
{
    [Benchmark]
    [Arguments(8)]
    [Arguments(64)]
    public string PadLeft(int width) => "x".PadLeft(width);
}
