using BenchmarkDotNet.Attributes;
using SelectionSuite.Library;

namespace SelectionSuite.Benchmarks;

/// <summary>Library code whose state is set up by compiler-written code: a static constructor, a field initializer, a
/// struct's layout, a property.</summary>
[BenchmarkCategory("PerfGate")]
public class StateBenchmarks
{
    private readonly Vector2 _vector = new() { X = 3, Y = 4 };
    private readonly Account _account = new(12_345);

    [Benchmark]
    public int StaticTable() => Tables.Lookup(7);

    [Benchmark]
    public int FieldInitializer() => new Counter().Next();

    [Benchmark]
    public double StructLength() => Geometry.Length(_vector);

    [Benchmark]
    public decimal Property() => _account.Balance;
}
