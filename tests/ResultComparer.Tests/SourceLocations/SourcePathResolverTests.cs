using PerfGate.SourceLocations;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.SourceLocations;

public sealed class SourcePathResolverTests
{
    [Theory]
    [InlineData("/_/src/Bench/Run.cs")]
    [InlineData("/_1/src/Bench/Run.cs")]
    [InlineData(@"/_\src\Bench\Run.cs")]
    public void A_deterministic_path_is_found_under_a_folder_above_the_assembly(string recorded)
    {
        using var temp = new TempDirectory();
        var source = temp.File("src/Bench/Run.cs");
        Directory.CreateDirectory(Path.GetDirectoryName(source)!);
        File.WriteAllText(source, "class Run {}");
        var assemblyDirectory = Directory.CreateDirectory(temp.File("src/Bench/bin/Release/net10.0")).FullName;

        Assert.Equal(Path.GetFullPath(source), new SourcePathResolver(assemblyDirectory).Resolve(recorded));
    }

    [Theory]
    [InlineData("/_/src/Bench/Elsewhere.cs")]
    [InlineData("/nonexistent/src/Run.cs")]
    [InlineData("/_x/src/Bench/Run.cs")]
    [InlineData("/_/")]
    public void A_path_with_no_file_here_resolves_to_null(string recorded)
    {
        using var temp = new TempDirectory();
        Assert.Null(new SourcePathResolver(temp.File("bin")).Resolve(recorded));
    }
}
