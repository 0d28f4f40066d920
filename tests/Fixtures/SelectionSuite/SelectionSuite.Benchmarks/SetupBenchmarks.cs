using BenchmarkDotNet.Attributes;

namespace SelectionSuite.Benchmarks;

/// <summary>The benchmark's own set-up (PG_GLOBAL_SETUP) decides what it measures.</summary>
[BenchmarkCategory("PerfGate")]
public class SetupBenchmarks
{
    private int[] _data = [];

    [GlobalSetup]
    public void Setup()
    {
#if PG_GLOBAL_SETUP
        _data = Enumerable.Range(0, 2_000).ToArray();
#else
        _data = Enumerable.Range(0, 1_000).ToArray();
#endif
    }

    [Benchmark]
    public int Sum()
    {
        var sum = 0;
        foreach (var value in _data)
        {
            sum += value;
        }

        return sum;
    }
}
