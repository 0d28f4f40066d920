using BenchmarkDotNet.Attributes;

namespace Sample.FastPaths;

/// <summary>
/// Seed 001 (synchronous fast paths in async call chains): a value already at hand travels up a chain of
/// one (Deep = false) or five (Deep = true) calls. Passing a Task through costs one task; an await on the
/// way costs one more per link; a ValueTask costs nothing.
/// </summary>
[BenchmarkCategory("PerfGate")]
[MemoryDiagnoser]
public class CallChainBenchmark
{
    private CallChain chain = null!;

    [Params(false, true)]
    public bool Deep { get; set; }

    [GlobalSetup]
    public void Setup() => chain = CallChain.Create(Deep ? 5 : 1, "answer");

    [Benchmark]
    public string TaskFastPath() => chain.PassThroughTask().GetAwaiter().GetResult();

    [Benchmark]
    public string ValueTaskFastPath() => chain.PassThroughValueTask().GetAwaiter().GetResult();
}
