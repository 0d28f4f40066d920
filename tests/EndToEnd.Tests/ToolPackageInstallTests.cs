namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// PerfGate.Tool installed as the README says, from a real local folder feed: pinned in a repository's tool manifest
/// and restored by <c>dotnet tool restore</c>, then run as <c>dotnet perfgate</c>. (The comment action's
/// <c>dotnet tool install --tool-path</c> is run by the pull-request test in SampleRepoGateTests.GitHub.cs.)
/// </summary>
[Trait("Category", "EndToEnd")]
public sealed class ToolPackageInstallTests
{
    private static readonly TimeSpan Timeout = TimeSpan.FromMinutes(3);

    [Fact]
    public void A_tool_manifest_pins_perfgate_and_dotnet_tool_restore_brings_it_back_in_a_fresh_clone()
    {
        var repository = Path.Combine(Path.GetTempPath(), "perfgate-e2e", "tool-" + Guid.NewGuid().ToString("N")[..8]);
        var clone = repository + "-clone";
        Directory.CreateDirectory(repository);
        try
        {
            // The team's feed, as a repository's nuget.config names it; nothing else is needed (the tool has no dependencies).
            var nugetConfig = $"""
                <?xml version="1.0" encoding="utf-8"?>
                <configuration>
                  <packageSources>
                    <clear />
                    <add key="perfgate" value="{PackedPerfGate.Feed}" />
                  </packageSources>
                </configuration>
                """;
            File.WriteAllText(Path.Combine(repository, "nuget.config"), nugetConfig);

            var manifest = DotnetCli.Run(repository, null, Timeout, "new", "tool-manifest");
            var install = DotnetCli.Run(repository, null, Timeout, "tool", "install", "PerfGate.Tool", "--version", PackedPerfGate.Version);
            Assert.True(manifest.ExitCode == 0, manifest.ToString());
            Assert.True(install.ExitCode == 0, install.ToString());
            var manifestFile = Directory.EnumerateFiles(repository, "dotnet-tools.json", SearchOption.AllDirectories).Single();

            // Another clone has the manifest and the nuget.config, no tool: restore brings it back.
            SampleRepoFixture.CopyDirectory(repository, clone);
            PackedPerfGate.RemoveFromGlobalPackages("perfgate.tool");
            var restore = DotnetCli.Run(clone, null, Timeout, "tool", "restore");
            var version = DotnetCli.Run(clone, null, Timeout, "perfgate", "--version");
            var help = DotnetCli.Run(clone, null, Timeout, "tool", "run", "perfgate", "--", "compare", "--help");

            var pinned = File.ReadAllText(manifestFile);
            Assert.Contains("\"perfgate.tool\"", pinned, StringComparison.OrdinalIgnoreCase);
            Assert.Contains($"\"{PackedPerfGate.Version}\"", pinned, StringComparison.Ordinal);
            Assert.Contains("\"perfgate\"", pinned, StringComparison.Ordinal);
            Assert.True(restore.ExitCode == 0, restore.ToString());
            Assert.True(version.ExitCode == 0, version.ToString());
            Assert.StartsWith(PackedPerfGate.Version, version.Output.Trim(), StringComparison.Ordinal);
            Assert.True(help.ExitCode == 0, help.ToString());
            Assert.Contains("--baseline", help.Output, StringComparison.Ordinal);
        }
        finally
        {
            PackedPerfGate.TryDelete(repository);
            PackedPerfGate.TryDelete(clone);
            PackedPerfGate.RemoveFromGlobalPackages("perfgate.tool");
        }
    }
}
