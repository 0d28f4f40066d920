using System.IO.Compression;
using System.Xml.Linq;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// What nuget.org shows of the two packed packages (their .nuspec and README), that packing them warns of nothing, and
/// that the tool package's perfgate is the very build the PerfGate package carries. Reads the packages the other
/// end-to-end tests use; runs nothing.
/// </summary>
[Trait("Category", "EndToEnd")]
public sealed class PackagePagesTests
{
    [Fact]
    public void Packing_prints_no_warning()
    {
        var pack = PackedPerfGate.PackOutput;

        Assert.DoesNotContain(": warning ", pack.Output, StringComparison.OrdinalIgnoreCase);
        Assert.DoesNotContain("is missing a readme", pack.Output, StringComparison.OrdinalIgnoreCase);
        Assert.Contains($"Successfully created package '{PackedPerfGate.ToolPackage}'", pack.Output, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("PerfGate")]
    [InlineData("PerfGate.Tool")]
    public void The_package_page_has_a_readme_licence_repository_commit_and_release_notes(string id)
    {
        using var package = ZipFile.OpenRead(Path.Combine(PackedPerfGate.Feed, $"{id}.{PackedPerfGate.Version}.nupkg"));
        var metadata = Metadata(package, id);
        XNamespace ns = metadata.Name.Namespace;
        string Field(string name) => metadata.Element(ns + name)?.Value ?? string.Empty;

        Assert.Equal(id, Field("id"));
        var license = metadata.Element(ns + "license")!;
        Assert.Equal(("expression", "MIT"), ((string?)license.Attribute("type"), license.Value));
        Assert.Equal("README.md", Field("readme"));
        var readme = ReadEntry(package, "README.md");
        Assert.StartsWith($"# {id}", readme, StringComparison.Ordinal);
        Assert.Contains("docs/github.md", readme, StringComparison.Ordinal);
        var repository = metadata.Element(ns + "repository")!;
        Assert.Equal("git", (string?)repository.Attribute("type"));
        Assert.StartsWith("https://github.com/", (string?)repository.Attribute("url"), StringComparison.Ordinal);
        Assert.Equal(GitCli.Run(SampleRepoFixture.RepositoryRoot, "rev-parse", "HEAD").Trim(), (string?)repository.Attribute("commit"));
        Assert.Equal((string?)repository.Attribute("url"), Field("projectUrl"));
        var releaseNotes = File.ReadAllText(Path.Combine(SampleRepoFixture.RepositoryRoot, "build", "PackagePages", "release-notes.txt")).Trim();
        Assert.Equal(releaseNotes, Field("releaseNotes"));
        Assert.NotEqual("Package Description", Field("description"));
        Assert.False(string.IsNullOrWhiteSpace(Field("description")));
    }

    [Fact]
    public void The_tool_package_carries_the_same_perfgate_build_as_the_build_package()
    {
        using var build = ZipFile.OpenRead(PackedPerfGate.Package);
        using var tool = ZipFile.OpenRead(PackedPerfGate.ToolPackage);

        var toolMetadata = Metadata(tool, "PerfGate.Tool");
        Assert.Equal("DotnetTool", toolMetadata.Descendants(toolMetadata.Name.Namespace + "packageType").Single().Attribute("name")?.Value);
        var settings = ReadEntry(tool, "tools/net8.0/any/DotnetToolSettings.xml");
        Assert.Contains("<Command Name=\"perfgate\"", settings, StringComparison.Ordinal);
        foreach (var file in new[] { "perfgate.dll", "PerfGate.Contracts.dll", "perfgate.runtimeconfig.json" })
        {
            Assert.Equal(Bytes(build, "tools/perfgate/" + file), Bytes(tool, "tools/net8.0/any/" + file));
        }
    }

    private static XElement Metadata(ZipArchive package, string id)
    {
        var nuspec = XDocument.Parse(ReadEntry(package, $"{id}.nuspec"));
        return nuspec.Root!.Element(nuspec.Root.Name.Namespace + "metadata")!;
    }

    private static string ReadEntry(ZipArchive package, string name)
    {
        var entry = package.GetEntry(name) ?? throw new InvalidOperationException($"The package has no {name}.");
        using var reader = new StreamReader(entry.Open());
        return reader.ReadToEnd();
    }

    private static byte[] Bytes(ZipArchive package, string name)
    {
        var entry = package.GetEntry(name) ?? throw new InvalidOperationException($"The package has no {name}.");
        using var stream = entry.Open();
        using var copy = new MemoryStream();
        stream.CopyTo(copy);
        return copy.ToArray();
    }
}
