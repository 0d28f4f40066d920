#!/usr/bin/env python3
"""Writes a 60-method BenchmarkDotNet suite in the shapes real suites have, for sizing the same-runner gate.

Twelve classes of five methods: allocation-free nanosecond paths (parsing, hashing, spans), small allocations,
async paths (completed tasks, channels, semaphores), microsecond collection and LINQ work (two with [Params]),
text, JSON, and millisecond I/O-like work (streams, compression, hashing, regex). Every method is tagged
[BenchmarkCategory("PerfGate")]; 75 cases in all.

Usage: generate.py DIR [--seeded | --one-method]
  DIR       the benchmark project's folder (Suite60.Benchmarks.csproj, Program.cs, Benchmarks/*.cs are written)
  --seeded      the "pull request": Hashing.Fnv1a does 25 % more rounds, Allocations.SmallList allocates a larger list
  --one-method  a pull request that changes one method's code: Hashing.Fnv1a's 25 % more rounds only
"""
import os
import sys

USINGS = """using System.Buffers.Text;
using System.Collections.Concurrent;
using System.IO.Compression;
using System.Numerics;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using System.Text.RegularExpressions;
using System.Threading.Channels;
using BenchmarkDotNet.Attributes;
"""


def classes(seeded, one_method=False):
    fnv_rounds = 5 if seeded or one_method else 4
    small_list = 24 if seeded else 8
    return {
        "Parsing": ("", "", [
            ("ParseInt32", "int", 'int.TryParse("123456789".AsSpan(), out var v) ? v : 0'),
            ("ParseHex", "int", 'int.Parse("7fffabcd".AsSpan(), System.Globalization.NumberStyles.HexNumber)'),
            ("Utf8ParseInt64", "long", 'Utf8Parser.TryParse("9876543210"u8, out long v, out _) ? v : 0'),
            ("FormatInt32", "int", "_number.TryFormat(_buffer, out var written) ? written : 0"),
            ("ParseGuid", "Guid", 'Guid.Parse("6f9619ff-8b86-d011-b42d-00c04fc964ff".AsSpan())'),
        ], "private readonly int _number = 1234567; private readonly char[] _buffer = new char[16];"),
        "Hashing": ("", "", [
            ("Fnv1a", "uint", f"Fnv({fnv_rounds})"),
            ("HashCodeCombine", "int", "HashCode.Combine(1, 2L, 3.0, _text, 'x')"),
            ("StringHash", "int", "_text.GetHashCode()"),
            ("Crc32Like", "uint", "Crc(_bytes)"),
            ("MixBits", "ulong", "Mix(0x9E3779B97F4A7C15UL)"),
        ], f"""private readonly string _text = "the quick brown fox jumps over the lazy dog";
    private readonly byte[] _bytes = Enumerable.Range(0, 64).Select(i => (byte)i).ToArray();
    private uint Fnv(int rounds) {{ uint h = 2166136261; for (var r = 0; r < rounds; r++) foreach (var b in _bytes) h = (h ^ b) * 16777619; return h; }}
    private static uint Crc(byte[] data) {{ uint c = 0xFFFFFFFF; foreach (var b in data) {{ c ^= b; for (var k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320 & (uint)-(int)(c & 1)); }} return ~c; }}
    private static ulong Mix(ulong x) {{ for (var i = 0; i < 16; i++) {{ x ^= x >> 33; x *= 0xff51afd7ed558ccdUL; }} return x; }}"""),
        "Spans": ("", "", [
            ("IndexOfByte", "int", "_data.AsSpan().IndexOf((byte)250)"),
            ("SequenceEqual", "bool", "_data.AsSpan().SequenceEqual(_copy)"),
            ("Reverse", "int", "ReverseAll()"),
            ("CopyTo", "int", "CopyAll()"),
            ("PopCount", "int", "Ones()"),
        ], """private readonly byte[] _data = Enumerable.Range(0, 256).Select(i => (byte)i).ToArray();
    private readonly byte[] _copy = Enumerable.Range(0, 256).Select(i => (byte)i).ToArray();
    private readonly byte[] _target = new byte[256];
    private int ReverseAll() { _target.AsSpan().Reverse(); return _target[0]; }
    private int CopyAll() { _data.AsSpan().CopyTo(_target); return _target[255]; }
    private int Ones() { var n = 0; foreach (var b in _data) n += BitOperations.PopCount(b); return n; }"""),
        "Allocations": ("", "", [
            ("StringConcat", "string", 'string.Concat(_a, "-", _b)'),
            ("BoxInt", "object", "(object)_n"),
            ("SmallList", "int", f"new List<int>({small_list}) {{ 1, 2, 3 }}.Count"),
            ("Substring", "string", "_a.Substring(2, 5)"),
            ("ToArray", "int[]", "_ints.ToArray()"),
        ], """private readonly string _a = "alpha-beta"; private readonly string _b = "gamma"; private readonly int _n = 42;
    private readonly List<int> _ints = Enumerable.Range(0, 16).ToList();"""),
        "AsyncPaths": ("", "", [
            ("CompletedTask", "Task", "Task.CompletedTask"),
            ("ValueTaskSync", "ValueTask<int>", "new ValueTask<int>(7)"),
            ("AwaitCompleted", "Task<int>", "AwaitCompletedAsync()"),
            ("TaskFromResultAwait", "Task<int>", "FromResultAsync()"),
            ("AwaitValueTask", "ValueTask<int>", "AwaitValueTaskAsync()"),
        ], """private static async Task<int> AwaitCompletedAsync() { await Task.CompletedTask; return 1; }
    private static async Task<int> FromResultAsync() => await Task.FromResult(2) + 1;
    private static async ValueTask<int> AwaitValueTaskAsync() => await new ValueTask<int>(3) + 1;"""),
        "Coordination": ("", "", [
            ("ChannelWriteRead", "Task<int>", "ChannelAsync()"),
            ("SemaphoreWaitRelease", "Task", "SemaphoreAsync()"),
            ("TaskCompletionSourceRoundTrip", "Task<int>", "TcsAsync()"),
            ("ConcurrentQueueEnqueueDequeue", "int", "Queue()"),
            ("InterlockedAdd", "long", "Interlocked.Add(ref _counter, 3)"),
        ], """private readonly Channel<int> _channel = Channel.CreateUnbounded<int>();
    private readonly SemaphoreSlim _semaphore = new(1, 1);
    private readonly ConcurrentQueue<int> _queue = new();
    private long _counter;
    private async Task<int> ChannelAsync() { await _channel.Writer.WriteAsync(5); return await _channel.Reader.ReadAsync(); }
    private async Task SemaphoreAsync() { await _semaphore.WaitAsync(); _semaphore.Release(); }
    private static async Task<int> TcsAsync() { var tcs = new TaskCompletionSource<int>(); tcs.SetResult(4); return await tcs.Task; }
    private int Queue() { _queue.Enqueue(1); return _queue.TryDequeue(out var v) ? v : 0; }"""),
        "Collections": ("[Params(100, 1000)]\n    public int Size;\n", "GlobalSetupCollections", [
            ("DictionaryBuild", "int", "BuildDictionary()"),
            ("SortCopy", "int", "SortedCopy()"),
            ("HashSetUnion", "int", "Union()"),
            ("BinarySearchMany", "int", "Search()"),
            ("QueueFillDrain", "int", "FillDrain()"),
        ], """private int[] _values = [];
    [GlobalSetup] public void Setup() { var r = new Random(1); _values = Enumerable.Range(0, Size).Select(_ => r.Next()).ToArray(); _sorted = _values.Order().ToArray(); }
    private int[] _sorted = [];
    private int BuildDictionary() { var d = new Dictionary<int, int>(); foreach (var v in _values) d[v] = v; return d.Count; }
    private int SortedCopy() { var c = (int[])_values.Clone(); Array.Sort(c); return c[0]; }
    private int Union() { var s = new HashSet<int>(_values); s.UnionWith(_sorted); return s.Count; }
    private int Search() { var n = 0; for (var i = 0; i < 100; i++) n += Array.BinarySearch(_sorted, _values[i % _values.Length]) >= 0 ? 1 : 0; return n; }
    private int FillDrain() { var q = new Queue<int>(); foreach (var v in _values) q.Enqueue(v); var s = 0; while (q.Count > 0) s ^= q.Dequeue(); return s; }"""),
        "Linq": ("", "", [
            ("WhereSelectSum", "int", "_items.Where(i => i % 3 == 0).Select(i => i * 2).Sum()"),
            ("GroupByCount", "int", "_items.GroupBy(i => i % 10).Count()"),
            ("OrderByTake", "int", "_items.OrderByDescending(i => i).Take(10).Sum()"),
            ("DistinctCount", "int", "_items.Select(i => i % 50).Distinct().Count()"),
            ("ToDictionary", "int", "_items.ToDictionary(i => i, i => i * 2).Count"),
        ], "private readonly int[] _items = Enumerable.Range(0, 200).ToArray();"),
        "Text": ("", "", [
            ("StringBuilderAppend", "int", "Build()"),
            ("StringJoin", "string", 'string.Join(",", _words)'),
            ("SplitCsvLine", "int", "_line.Split(',').Length"),
            ("ReplaceAll", "string", '_line.Replace("beta", "BETA")'),
            ("ToUpperInvariant", "string", "_line.ToUpperInvariant()"),
        ], """private readonly string[] _words = Enumerable.Range(0, 50).Select(i => $"word{i}").ToArray();
    private readonly string _line = string.Join(",", Enumerable.Range(0, 40).Select(i => i % 2 == 0 ? "alpha" : "beta"));
    private int Build() { var sb = new StringBuilder(); foreach (var w in _words) sb.Append(w).Append(' '); return sb.Length; }"""),
        "Json": ("", "", [
            ("SerializeOrder", "string", "JsonSerializer.Serialize(_order)"),
            ("DeserializeOrder", "Order?", "JsonSerializer.Deserialize<Order>(_orderJson)"),
            ("SerializeHundred", "int", "JsonSerializer.SerializeToUtf8Bytes(_orders).Length"),
            ("WriteManually", "int", "Write()"),
            ("ParseDocument", "int", "Parse()"),
        ], """public sealed record Order(int Id, string Customer, decimal Total, string[] Lines);
    private readonly Order _order = new(7, "Contoso", 129.95m, ["a", "b", "c"]);
    private readonly string _orderJson = JsonSerializer.Serialize(new Order(7, "Contoso", 129.95m, ["a", "b", "c"]));
    private readonly Order[] _orders = Enumerable.Range(0, 100).Select(i => new Order(i, $"c{i}", i * 1.5m, ["x"])).ToArray();
    private readonly byte[] _document = JsonSerializer.SerializeToUtf8Bytes(Enumerable.Range(0, 100).Select(i => new Order(i, $"c{i}", i, ["y"])).ToArray());
    private int Write() { using var stream = new MemoryStream(); using (var w = new Utf8JsonWriter(stream)) { w.WriteStartArray(); for (var i = 0; i < 50; i++) w.WriteNumberValue(i); w.WriteEndArray(); } return (int)stream.Length; }
    private int Parse() { using var d = JsonDocument.Parse(_document); return d.RootElement.GetArrayLength(); }"""),
        "IoLike": ("", "", [
            ("MemoryStreamWrite", "long", "WriteStream()"),
            ("GZipCompress", "long", "Compress()"),
            ("Sha256", "int", "SHA256.HashData(_payload)[0]"),
            ("RegexScan", "int", "_regex.Count(_text)"),
            ("BufferedCopy", "long", "Copy()"),
        ], """private readonly byte[] _payload = Enumerable.Range(0, 256 * 1024).Select(i => (byte)(i * 31)).ToArray();
    private readonly string _text = string.Concat(Enumerable.Repeat("id=123 name=alpha value=4.5; ", 2000));
    private readonly Regex _regex = new(@"value=\\d+\\.\\d+", RegexOptions.Compiled);
    private long WriteStream() { using var s = new MemoryStream(); for (var i = 0; i < 4; i++) s.Write(_payload); return s.Length; }
    private long Compress() { using var s = new MemoryStream(); using (var z = new GZipStream(s, CompressionLevel.Fastest, leaveOpen: true)) z.Write(_payload, 0, 64 * 1024); return s.Length; }
    private long Copy() { using var source = new MemoryStream(_payload); using var target = new MemoryStream(); source.CopyTo(target, 4096); return target.Length; }"""),
        "Arrays": ("[Params(16, 256, 4096)]\n    public int Length;\n", "", [
            ("Fill", "int", "FillAll()"),
            ("Sum", "long", "SumAll()"),
            ("VectorSum", "int", "VectorSumAll()"),
            ("Clear", "int", "ClearAll()"),
            ("FirstNonZero", "int", "_array.AsSpan().IndexOfAnyExcept(0)"),
        ], """private int[] _array = [];
    [GlobalSetup] public void Setup() => _array = Enumerable.Range(1, Length).ToArray();
    private int FillAll() { _array.AsSpan().Fill(3); return _array[0]; }
    private long SumAll() { long s = 0; foreach (var v in _array) s += v; return s; }
    private int VectorSumAll() { var span = _array.AsSpan(); var acc = Vector<int>.Zero; var i = 0; for (; i <= span.Length - Vector<int>.Count; i += Vector<int>.Count) acc += new Vector<int>(span[i..]); var s = Vector.Sum(acc); for (; i < span.Length; i++) s += span[i]; return s; }
    private int ClearAll() { Array.Clear(_array); _array[0] = 1; return _array.Length; }"""),
    }


def source(name, params, methods, members):
    lines = [USINGS, "namespace Suite60.Benchmarks;", "", f"[MemoryDiagnoser]", f"public class {name}Benchmark", "{"]
    if params[0]:
        lines.append("    " + params[0])
    lines.append("    " + members)
    for method, returns, body in methods:
        lines += ["", '    [Benchmark, BenchmarkCategory("PerfGate")]', f"    public {returns} {method}() => {body};"]
    lines.append("}")
    return "\n".join(lines) + "\n"


PROJECT = """<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net10.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
    <!-- Generated by eval/suite60/generate.py: code written for its shapes, not for style analyzers. -->
    <NoWarn>$(NoWarn);CA1822;CA1050;CA1707</NoWarn>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="BenchmarkDotNet" Version="0.15.8" />
  </ItemGroup>
</Project>
"""

PROGRAM = """using BenchmarkDotNet.Running;

BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);
"""


def main(args):
    if not args:
        raise SystemExit(__doc__)
    folder, seeded, one_method = args[0], "--seeded" in args[1:], "--one-method" in args[1:]
    os.makedirs(os.path.join(folder, "Benchmarks"), exist_ok=True)
    # The project and Main only once: the seeded "pull request" changes benchmark code, not the project PerfGate was
    # added to.
    for name, text in (("Suite60.Benchmarks.csproj", PROJECT), ("Program.cs", PROGRAM)):
        if not os.path.exists(os.path.join(folder, name)):
            with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                f.write(text)
    count = 0
    for name, (params, _, methods, members) in ((n, (c[0], c[1], c[2], c[3])) for n, c in classes(seeded, one_method).items()):
        with open(os.path.join(folder, "Benchmarks", f"{name}Benchmark.cs"), "w", encoding="utf-8") as f:
            f.write(source(name, (params,), methods, members))
        count += len(methods)
    print(f"generate.py: {count} benchmark methods in {len(classes(seeded))} classes -> {folder}{' (seeded)' if seeded else ''}")


if __name__ == "__main__":
    main(sys.argv[1:])
