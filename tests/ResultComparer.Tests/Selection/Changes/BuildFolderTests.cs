using PerfGate.Selection.Changes;

namespace PerfGate.Tests.Selection.Changes;

public sealed class BuildFolderTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("perfgate-build-folder-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    /// <summary>Seen in the consumer's same-runner gate: a benchmark project that is a test project gets Microsoft's code
    /// coverage source-root map, absolute paths that differ between the base's worktree and the head's.</summary>
    [Fact]
    public void Symbols_documentation_and_the_coverage_source_map_are_not_compared()
    {
        foreach (var file in new[] { "Lib.dll", "Lib.pdb", "Lib.xml", ".msCoverageSourceRootsMapping_Inventory.Tests", "data/prices.csv" })
        {
            var path = Path.Combine(_folder, file);
            Directory.CreateDirectory(Path.GetDirectoryName(path)!);
            File.WriteAllText(path, file);
        }

        Assert.Equal(["Lib.dll", "data/prices.csv"], BuildFolder.Files(_folder));
    }
}
