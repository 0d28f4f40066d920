using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;

namespace TracedBenchmarks;

/// <summary>One benchmark reaching its code every way a trace could miss: through a chain of small methods an optimising
/// JIT would inline, an interface, a lambda, reflection from a string, a static constructor, only after many calls, and
/// from a method the JIT is told to optimise at once.</summary>
[BenchmarkCategory("PerfGate")]
public class Calls
{
    private readonly IShape _shape = new Square(3);
    private readonly Func<int, int> _triple = x => x * 3;
    private int _calls;
    private int _prepared;

    [GlobalSetup]
    public void Setup() => _prepared = Preparation.Prepare();

    [Benchmark]
    public int Run()
    {
        var point = new Point(_prepared, 2);
        var sum = Chain.First(point.X) + _shape.Area() + _triple(point.Y) + Lookup.Values[1] + Hot.Compute(point.Y) + new Box<Point>(point).Get().X;
        sum += (int)Type.GetType("TracedBenchmarks." + nameof(Reflected))!.GetMethod(nameof(Reflected.Target))!.Invoke(null, null)!;
        if (++_calls % 10_000 == 0)
        {
            sum += Rare.Flush();
        }

        return sum;
    }

    [Benchmark]
    public int Other() => NotRunByRun.Only();
}

public readonly record struct Point(int X, int Y);

public sealed class Box<T>(T value)
{
    public T Get() => value;
}

public interface IShape
{
    int Area();
}

public sealed class Square(int side) : IShape
{
    public int Area() => side * side;
}

public static class Chain
{
    public static int First(int x) => Second(x) + 1;

    public static int Second(int x) => Third(x) + 1;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int Third(int x) => x + 1;
}

public static class Lookup
{
    public static readonly int[] Values;

    // Written out, so the runtime runs it at the first access rather than whenever it likes (beforefieldinit).
    static Lookup()
    {
        Values = [1, 2, 3];
    }
}

public static class Hot
{
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int Compute(int x) => HotCallee(x) + 1;

    public static int HotCallee(int x) => HotInlined(x) * 2;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int HotInlined(int x) => x + 5;
}

public static class Reflected
{
    public static int Target() => 7;
}

public static class Rare
{
    public static int Flush() => 11;
}

public static class Preparation
{
    public static int Prepare() => 4;
}

public static class NotRunByRun
{
    public static int Only() => 13;

    public static int Never() => 17;
}
