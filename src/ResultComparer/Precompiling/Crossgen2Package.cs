using System.Runtime.InteropServices;
using System.Text.Json;
using PerfGate.Running;

namespace PerfGate.Precompiling;

/// <summary>
/// crossgen2, the SDK's ReadyToRun compiler, fetched the way the SDK fetches it for <c>PublishReadyToRun</c>: the
/// package <c>Microsoft.NETCore.App.Crossgen2.&lt;rid&gt;</c> of this runtime's version, restored by
/// <c>dotnet restore</c> of a project that only downloads it, from the feeds the user's nuget.config names.
/// </summary>
public static class Crossgen2Package
{
    private static readonly TimeSpan RestoreTimeout = TimeSpan.FromMinutes(5);

    /// <summary>The package version: the runtime's own, so the compiler targets the framework the launches load.</summary>
    public static string Version => Environment.Version.ToString(3);

    /// <param name="folder">Where the restore project goes: under the same-runner folder, whose empty
    /// Directory.Build.* files keep the user's build settings (and central package versions) out of it.</param>
    /// <returns>The crossgen2 executable.</returns>
    /// <exception cref="PrecompileException">It did not restore.</exception>
    public static async Task<string> RestoreAsync(string dotnetPath, string folder, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(folder);
        var id = $"Microsoft.NETCore.App.Crossgen2.{RuntimeInformation.RuntimeIdentifier}";
        var project = Path.Combine(folder, "crossgen2.csproj");
        await File.WriteAllTextAsync(project, $"""
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFramework>net{Environment.Version.Major}.0</TargetFramework>
              </PropertyGroup>
              <ItemGroup>
                <PackageDownload Include="{id}" Version="[{Version}]" />
              </ItemGroup>
            </Project>
            """, cancellationToken).ConfigureAwait(false);
        var restore = await ChildProcess.CaptureAsync(
            new ChildProcessStart(dotnetPath, ["restore", project, "-nologo", "-v:q"], folder, RestoreTimeout), cancellationToken).ConfigureAwait(false);
        if (!restore.Exit.Succeeded)
        {
            var error = restore.Output.Concat(restore.Error).FirstOrDefault(l => l.Contains("error", StringComparison.OrdinalIgnoreCase))?.Trim();
            throw new PrecompileException($"{id} {Version} did not restore{(error is null ? "" : $" ({error})")}");
        }

        // The restore names the global packages folder it used; packages keep lower-case ids there.
        using var assets = JsonDocument.Parse(await File.ReadAllBytesAsync(Path.Combine(folder, "obj", "project.assets.json"), cancellationToken).ConfigureAwait(false));
        var root = assets.RootElement.GetProperty("packageFolders").EnumerateObject().First().Name;
        var tool = Path.Combine(root, id.ToLowerInvariant(), Version, "tools", OperatingSystem.IsWindows() ? "crossgen2.exe" : "crossgen2");
        return File.Exists(tool) ? tool : throw new PrecompileException($"{id} {Version} restored without {tool}");
    }
}
