using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;

namespace TinyBenchmarks;

/// <summary>Where a time profile puts a loop without calls (the time explainer's launch test): most of an operation is
/// <see cref="Mix"/>'s arithmetic, then a copy of references, whose runtime helper polls for a GC. A sampler that stops a
/// thread only at such points (EventPipe's) hands most of the loop's time to the copy. Its own category, so the runs of
/// the PerfGate category do not change.</summary>
[BenchmarkCategory("PerfGateExplain")]
public class LoopThenCopy
{
    private readonly object[] _from = [.. Enumerable.Range(0, 64).Select(i => (object)i)];
    private readonly object[] _to = new object[64];
    private int _probe;

    [Benchmark]
    public int MixThenCopy()
    {
        Mix();
        Array.Copy(_from, _to, _from.Length);
        return _probe;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Mix()
    {
        var value = _probe;
        for (var round = 0; round < 96; round++)
        {
            value = (value * 31) ^ (round + 7);
        }

        _probe = value;
    }
}
