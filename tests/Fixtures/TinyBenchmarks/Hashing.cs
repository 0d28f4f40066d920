using System.Security.Cryptography;
using BenchmarkDotNet.Attributes;

namespace TinyBenchmarks;

/// <summary>A second tagged class, without parameters; BenchmarkDotNet writes one report file per class.</summary>
[BenchmarkCategory("PerfGate")]
public class Hashing
{
    private readonly byte[] _data = new byte[64];
    private readonly byte[] _hash = new byte[SHA256.HashSizeInBytes];

    [Benchmark]
    public int Sha256IntoSpan() => SHA256.HashData(_data, _hash);

    [Benchmark]
    public byte[] Sha256NewArray() => SHA256.HashData(_data);
}
