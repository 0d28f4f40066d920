using PerfGate.SourceLocations;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.SourceLocations;

public sealed class BenchmarkSourceMapTests
{
    private static readonly string TestAssembly = typeof(LocatedBenchmarks).Assembly.Location;

    private static string Fixture(string file) => Path.Combine(TestData.SourceDirectory(), "SourceLocations", file);

    /// <summary>The 1-based line and column of <paramref name="text"/> in a fixture source file.</summary>
    private static (int Line, int Column) Find(string file, string text)
    {
        var lines = File.ReadAllLines(Fixture(file));
        var index = Array.FindIndex(lines, l => l.Contains(text, StringComparison.Ordinal));
        Assert.True(index >= 0, $"'{text}' is not in {file}");
        return (index + 1, lines[index].IndexOf(text, StringComparison.Ordinal) + 1);
    }

    [Fact]
    public void An_expression_bodied_method_is_found_at_its_expression_whatever_its_parameters()
    {
        var map = BenchmarkSourceMap.Read(TestAssembly);

        var location = map.Find("PerfGate.Tests.SourceLocations.LocatedBenchmarks.Sync(Depth: 4, Text: \"a(b)\")");

        Assert.NotNull(location);
        Assert.Equal(Path.GetFullPath(Fixture("LocatedBenchmarks.cs")), location.File);
        Assert.Equal(Find("LocatedBenchmarks.cs", "42;"), (location.Line, location.Column));
    }

    [Fact]
    public void An_async_method_is_found_at_its_first_statement_through_its_state_machine()
    {
        var location = BenchmarkSourceMap.Read(TestAssembly).Find("PerfGate.Tests.SourceLocations.LocatedBenchmarks.AsyncMethod");

        // The kickoff method has no lines of its own; the state machine's first visible one is the first statement.
        Assert.NotNull(location);
        Assert.Equal(Find("LocatedBenchmarks.cs", "await Task.Yield();"), (location.Line, location.Column));
    }

    [Fact]
    public void Nested_and_generic_types_are_found_by_BenchmarkDotNet_names()
    {
        var map = BenchmarkSourceMap.Read(TestAssembly);

        var nested = map.Find("PerfGate.Tests.SourceLocations.LocatedBenchmarks+Nested.Inner");
        var generic = map.Find("PerfGate.Tests.SourceLocations.LocatedGeneric<Int32>.Open");

        Assert.Equal(Find("LocatedBenchmarks.cs", "7;").Line, nested?.Line);
        Assert.Equal(Path.GetFullPath(Fixture("LocatedGeneric.cs")), generic?.File);
        Assert.Equal(Find("LocatedGeneric.cs", "typeof(T)").Line, generic?.Line);
    }

    [Theory]
    [InlineData("PerfGate.Tests.SourceLocations.LocatedBenchmarks.NoSuchMethod")]
    [InlineData("No.Such.Type.Sync")]
    [InlineData("Sync")]
    [InlineData("")]
    public void An_unknown_id_has_no_location(string id)
    {
        Assert.Null(BenchmarkSourceMap.Read(TestAssembly).Find(id));
    }

    [Fact]
    public void An_assembly_without_its_PDB_gives_an_empty_map()
    {
        // The runtime's own assemblies ship without a PDB beside them.
        var map = BenchmarkSourceMap.Read(typeof(object).Assembly.Location);

        Assert.Equal(0, map.Count);
        Assert.Null(map.Find("System.Object.ToString"));
    }

    [Fact]
    public void A_missing_or_unreadable_assembly_gives_an_empty_map_not_an_error()
    {
        using var temp = new TempDirectory();
        var garbage = temp.File("Garbage.dll");
        File.WriteAllText(garbage, "not a PE file");
        File.WriteAllText(temp.File("Garbage.pdb"), "not a PDB");

        Assert.Equal(0, BenchmarkSourceMap.Read(garbage).Count);
        Assert.Equal(0, BenchmarkSourceMap.Read(temp.File("Missing.dll")).Count);
    }
}
