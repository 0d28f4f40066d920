using BenchmarkDotNet.Attributes;
using SelectionSuite.Library;

namespace SelectionSuite.Benchmarks;

/// <summary>Calls into library code through a direct call chain, a virtual call, an interface resolved by a container,
/// a generic method, reflection and an extension method.</summary>
[BenchmarkCategory("PerfGate")]
public class CallBenchmarks
{
    private readonly Shape _circle = new Circle(2);
    private readonly Shape _square = new Square(2);
    private readonly ServiceRegistry _services = ServiceRegistry.CreateDefault();
    private readonly Parcel[] _parcels = [new(1), new(2), new(3)];

    [Benchmark]
    public int DeepCall() => Pipeline.Run(42);

    [Benchmark]
    public double CircleArea() => _circle.Area();

    [Benchmark]
    public double SquareArea() => _square.Area();

    [Benchmark]
    public string Greet() => _services.Resolve<IGreeter>().Greet("Ada");

    [Benchmark]
    public long GenericTotal() => Aggregator.Total(_parcels);

    [Benchmark]
    public int Reflection() => Plugins.Invoke("Double", 21);

    [Benchmark]
    public int Vowels() => "benchmark selection".VowelCount();
}
