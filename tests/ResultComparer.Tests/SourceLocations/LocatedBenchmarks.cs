namespace PerfGate.Tests.SourceLocations;

/// <summary>
/// Methods whose lines <see cref="BenchmarkSourceMapTests"/> finds in this file by their text and then in this
/// assembly's portable PDB: a compiled fixture, so the test reads what the compiler really wrote.
/// </summary>
public sealed class LocatedBenchmarks
{
    public int Sync() => 42;

    public async Task<int> AsyncMethod()
    {
        await Task.Yield();
        return 1;
    }

    /// <summary>BenchmarkDotNet names it <c>…LocatedBenchmarks+Nested.Inner</c>.</summary>
    public sealed class Nested
    {
        public int Inner() => 7;
    }
}
