namespace PerfGate.Tests.SourceLocations;

/// <summary>A generic benchmark class: BenchmarkDotNet names its methods <c>…LocatedGeneric&lt;Int32&gt;.Open</c>.</summary>
public sealed class LocatedGeneric<T>
{
    public int Open() => typeof(T).Name.Length;
}
