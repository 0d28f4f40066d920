using System.Reflection;
using System.Runtime.CompilerServices;
using PerfGate.SourceLocations;

namespace PerfGate.Tests.SourceLocations;

public sealed class SourceLinesTests
{
    [Fact]
    public void An_IL_offset_maps_to_its_line_in_the_portable_PDB()
    {
        var method = typeof(SourceLinesTests).GetMethod(nameof(Marker), BindingFlags.NonPublic | BindingFlags.Static)!;

        var location = SourceLines.At(typeof(SourceLinesTests).Assembly.Location, method.MetadataToken, ilOffset: 0);

        Assert.NotNull(location);
        Assert.Equal("SourceLinesTests.cs", Path.GetFileName(location.File));
        Assert.Equal(Marker(), location.Line);
    }

    [Fact]
    public void No_assembly_no_line()
    {
        Assert.Null(SourceLines.At(Path.Combine(Path.GetTempPath(), "no-such-assembly.dll"), 0x06000001, 0));
    }

    // Returns its own line: the one its first IL instruction belongs to.
    private static int Marker() => LineOfCall();

    private static int LineOfCall([CallerLineNumber] int line = 0) => line;
}
