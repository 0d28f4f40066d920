using PerfGate.FileSystem;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.FileSystem;

public sealed class PlatformPathsTests
{
    [Fact]
    public void Windows_and_macOS_compare_paths_ignoring_case_and_Linux_does_not()
    {
        var expected = OperatingSystem.IsLinux() ? StringComparison.Ordinal : StringComparison.OrdinalIgnoreCase;

        Assert.Equal(expected, PlatformPaths.Comparison);
    }

    [Theory]
    [InlineData("/out/net10.0/App.dll", "/out/net10.0", true)]
    [InlineData("/out/net10.0/App.dll", "/out/net10.0/", true)]
    [InlineData("/out/net10.0", "/out/net10.0", true)]
    [InlineData("/out/net10.0-windows/App.dll", "/out/net10.0", false)]
    [InlineData("/other/App.dll", "/out/net10.0", false)]
    [InlineData("/out/App.dll", "/", true)]
    public void A_path_is_inside_a_folder_only_below_a_separator(string path, string folder, bool inside)
    {
        Assert.Equal(inside, PlatformPaths.IsInside(path, folder, StringComparison.Ordinal));
    }

    [Fact]
    public void A_folder_differing_in_case_holds_the_path_where_the_file_system_ignores_case()
    {
        Assert.True(PlatformPaths.IsInside("/Out/Net10.0/App.dll", "/out/net10.0", StringComparison.OrdinalIgnoreCase));
        Assert.False(PlatformPaths.IsInside("/Out/Net10.0/App.dll", "/out/net10.0", StringComparison.Ordinal));
    }

    /// <summary>macOS's temporary folder is /var/folders/…, a link to /private/var/folders/…: the runtime reports the latter.</summary>
    [Fact]
    public void Every_link_along_a_path_is_resolved_and_a_part_that_does_not_exist_is_kept()
    {
        using var temp = new TempDirectory();
        var real = Directory.CreateDirectory(temp.File("private/var/folders")).FullName;
        var link = temp.File("var");
        Directory.CreateSymbolicLink(link, Path.Combine(temp.Path, "private", "var"));

        // The temp folder itself may lie behind a link (it does on macOS).
        var realResolved = Path.Combine(PlatformPaths.WithLinksResolved(temp.Path), "private", "var", "folders");

        var resolved = PlatformPaths.WithLinksResolved(Path.Combine(link, "folders", "bin", "App.dll"));

        Assert.Equal(Path.Combine(realResolved, "bin", "App.dll"), resolved);
        Assert.Equal(Path.Combine(realResolved, "bin"), PlatformPaths.WithLinksResolved(Path.Combine(real, "bin")));
    }
}
