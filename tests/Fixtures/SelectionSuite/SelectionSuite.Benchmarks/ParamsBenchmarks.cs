using BenchmarkDotNet.Attributes;

namespace SelectionSuite.Benchmarks;

/// <summary>[Params] decides which cases run (PG_PARAMS adds one); no method body changes.</summary>
[BenchmarkCategory("PerfGate")]
public class ParamsBenchmarks
{
#if PG_PARAMS
    [Params(10, 100, 1000)]
#else
    [Params(10, 100)]
#endif
    public int Size { get; set; }

    [Benchmark]
    public int Squares()
    {
        var sum = 0;
        for (var i = 0; i < Size; i++)
        {
            sum += i * i;
        }

        return sum;
    }
}
