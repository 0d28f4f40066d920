using BenchmarkDotNet.Attributes;

namespace Sample.Calibration;

/// <summary>
/// A time regression of known size. Every case runs the same loop; <see cref="SlowdownPercent"/> only adds
/// rounds, so case N takes (100 + N) % of case 0's time. The loop is one long dependency chain of integer
/// shifts and xors, which the JIT cannot vectorise or fold, so time grows linearly with the round count.
/// </summary>
[BenchmarkCategory(CalibrationCategory.Name)]
[MemoryDiagnoser]
public class SpinKnobBenchmark
{
    // About 1 µs on current x64 cores: long enough that BenchmarkDotNet's per-call overhead does not blur
    // a 5 % step, short enough to be a typical hot-path method.
    private const int BaseRounds = 1_000;

    private int rounds;

    [Params(0, 5, 10, 25, 50)]
    public int SlowdownPercent { get; set; }

    [GlobalSetup]
    public void Setup() => rounds = BaseRounds * (100 + SlowdownPercent) / 100;

    [Benchmark]
    public ulong Spin()
    {
        var state = 0x9E3779B97F4A7C15UL;
        for (var i = 0; i < rounds; i++)
        {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
        }

        return state;
    }
}
