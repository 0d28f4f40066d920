using BenchmarkDotNet.Attributes;

namespace TinyBenchmarks;

/// <summary>The seed scenario: a <see cref="Task{TResult}"/> where a <see cref="ValueTask{TResult}"/> was costs 72 B/op.</summary>
[MemoryDiagnoser]
[BenchmarkCategory("PerfGate")]
public class AsyncPaths
{
    [Params(1, 4)]
    public int Depth { get; set; }

    [Benchmark]
    public ValueTask<int> ValueTaskFastPath() => new(Depth * 1000);

    // Task.FromResult caches only a few small values; a product of 1000 always allocates a new Task.
    [Benchmark]
    public Task<int> TaskFastPath() => Task.FromResult(Depth * 1000);
}
