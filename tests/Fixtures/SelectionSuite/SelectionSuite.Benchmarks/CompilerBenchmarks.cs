using BenchmarkDotNet.Attributes;
using SelectionSuite.Library;

namespace SelectionSuite.Benchmarks;

/// <summary>Library code the compiler moves into methods of its own: a lambda, a local function, an async state
/// machine, an iterator; and a library constant compiled into this assembly.</summary>
[BenchmarkCategory("PerfGate")]
public class CompilerBenchmarks
{
    private readonly int[] _values = [1, 3, 5, 6, 9, 10, 15];

    [Benchmark]
    public int Lambda() => Filters.CountMatches(_values);

    [Benchmark]
    public int LocalFunction() => Text.Score("Benchmark");

    [Benchmark]
    public Task<int> AsyncStateMachine() => Loader.LoadAsync(7);

    [Benchmark]
    public int Iterator()
    {
        var sum = 0;
        foreach (var even in Sequences.Evens(8))
        {
            sum += even;
        }

        return sum;
    }

    [Benchmark]
    public int LibraryConstant()
    {
        var sum = 0;
        for (var i = 0; i < Limits.BatchSize; i++)
        {
            sum += i;
        }

        return sum;
    }
}
