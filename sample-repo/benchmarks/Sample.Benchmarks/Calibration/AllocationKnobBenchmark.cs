using BenchmarkDotNet.Attributes;

namespace Sample.Calibration;

/// <summary>
/// An allocation regression of known size: each call allocates exactly <see cref="Bytes"/> bytes on the
/// managed heap (one byte array: 24 bytes of header and length on 64-bit, then the payload). The harness
/// compares 48 → 72 (+24 B/op), 0 → 72 and 48 → 144 (×3).
/// </summary>
[BenchmarkCategory(CalibrationCategory.Name)]
[MemoryDiagnoser]
public class AllocationKnobBenchmark
{
    private const int ArrayOverheadBytes = 24;

    private int payloadLength;

    [Params(0, 48, 72, 144)]
    public int Bytes { get; set; }

    [GlobalSetup]
    public void Setup() => payloadLength = Bytes - ArrayOverheadBytes;

    // Returned, so the array escapes and the JIT cannot allocate it on the stack.
    [Benchmark]
    public byte[]? Allocate() => payloadLength < 0 ? null : new byte[payloadLength];
}
