using System.Diagnostics;
using System.Globalization;
using System.Reflection.PortableExecutable;
using System.Runtime.InteropServices;
using System.Security.Cryptography;
using System.Text.Json;
using PerfGate.FileSystem;
using PerfGate.Processes;
using PerfGate.Reporting;

namespace PerfGate.Precompiling;

/// <summary>
/// Gives the same-runner launches a copy of the benchmark app whose harness (BenchmarkDotNet and the libraries its
/// start-up runs) is compiled ahead of time by crossgen2. Those packages ship as IL only, so every launch — a process of
/// its own, hundreds per gate — JIT-compiled their argument parsing, benchmark discovery, validation and exporters
/// again: 9–13 % of a launch's wall time (docs/scale.md, "BenchmarkDotNet compiled ahead of time"). The benchmarks' own
/// assemblies, the code they call and the workload loop BenchmarkDotNet emits stay IL, jitted and tiered as before; a
/// few cases shift by a few percent (their code lands elsewhere), base and head alike, so a pair's ratio keeps its meaning.
/// </summary>
/// <remarks>crossgen2 is fetched the way the SDK fetches it for <c>PublishReadyToRun</c>: the package
/// <c>Microsoft.NETCore.App.Crossgen2.&lt;rid&gt;</c> of this runtime's version (so it targets the framework the launches
/// load), restored by a project that only downloads it, from the feeds the user's nuget.config names.</remarks>
/// <param name="folder">Under the same-runner folder, whose empty Directory.Build.* files keep the user's build settings
/// (and central package versions) out of the restore; the copies and the compiled assemblies go there too.</param>
internal sealed class HarnessPrecompiler(string dotnetPath, TextWriter output, string folder)
{
    // Never code a benchmark measures.
    public static readonly IReadOnlyList<string> Harness =
        ["BenchmarkDotNet.dll", "BenchmarkDotNet.Annotations.dll", "CommandLine.dll", "Perfolizer.dll", "Pragmastat.dll"];

    private static readonly TimeSpan ToolTimeout = TimeSpan.FromMinutes(5);

    private Task<string>? _crossgen2;
    private bool _warned;

    /// <returns>The assembly to launch: in the copy, or <paramref name="assemblyPath"/> itself when the harness could
    /// not be compiled (said once, as a warning; the launches then run as they always did, only start slower).</returns>
    public async Task<string> PrepareAsync(string assemblyPath, string side, CancellationToken cancellationToken)
    {
        var app = Path.GetDirectoryName(assemblyPath)!;
        try
        {
            RefuseOtherRuntime(assemblyPath);
            var stopwatch = Stopwatch.StartNew();
            var tool = await (_crossgen2 ??= RestoreCrossgen2Async(Path.Combine(folder, "crossgen2"), cancellationToken)).ConfigureAwait(false);
            var copy = Path.Combine(folder, side);
            var names = Harness.Where(name => File.Exists(Path.Combine(app, name))).ToList();
            CopyFolder(app, copy, except: names);
            // Read once per app, and only when some assembly is not compiled yet: a few hundred files' PE headers.
            var references = new Lazy<string[]>(() => ReferencesOf(app));
            foreach (var name in names)
            {
                File.Copy(await CompileAsync(tool, app, name, references, cancellationToken).ConfigureAwait(false), Path.Combine(copy, name));
            }

            await output.WriteLineAsync(
                $"PerfGate: {side}: {string.Join(", ", names)} compiled ahead of time for its launches " +
                $"({stopwatch.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s)").ConfigureAwait(false);
            return Path.Combine(copy, Path.GetFileName(assemblyPath));
        }
        catch (Exception e) when (e is PrecompileException or IOException or UnauthorizedAccessException or JsonException)
        {
            if (!_warned)
            {
                _warned = true;
                await output.WriteLineAsync(ToolDiagnosticLine.Warning(null, $"BenchmarkDotNet was not compiled ahead of time, so each launch compiles its start-up again: {e.Message}.").ToString())
                    .ConfigureAwait(false);
            }

            return assemblyPath;
        }
    }

    private async Task<string> RestoreCrossgen2Async(string restoreFolder, CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(restoreFolder);
        var (id, version) = ($"Microsoft.NETCore.App.Crossgen2.{RuntimeInformation.RuntimeIdentifier}", Environment.Version.ToString(3));
        var project = Path.Combine(restoreFolder, "crossgen2.csproj");
        await File.WriteAllTextAsync(project, $"""
            <Project Sdk="Microsoft.NET.Sdk">
              <PropertyGroup>
                <TargetFramework>net{Environment.Version.Major}.0</TargetFramework>
              </PropertyGroup>
              <ItemGroup>
                <PackageDownload Include="{id}" Version="[{version}]" />
              </ItemGroup>
            </Project>
            """, cancellationToken).ConfigureAwait(false);
        var restore = await ChildProcess.CaptureAsync(
            new ChildProcessStart(dotnetPath, ["restore", project, "-nologo", "-v:q"], restoreFolder, ToolTimeout), cancellationToken).ConfigureAwait(false);
        if (!restore.Exit.Succeeded)
        {
            throw new PrecompileException($"{id} {version} did not restore{FirstError(restore)}");
        }

        // The restore names the global packages folder it used; packages keep lower-case ids there.
        using var assets = JsonDocument.Parse(await File.ReadAllBytesAsync(Path.Combine(restoreFolder, "obj", "project.assets.json"), cancellationToken).ConfigureAwait(false));
        var root = assets.RootElement.GetProperty("packageFolders").EnumerateObject().First().Name;
        var tool = Path.Combine(root, id.ToLowerInvariant(), version, "tools", OperatingSystem.IsWindows() ? "crossgen2.exe" : "crossgen2");
        return File.Exists(tool) ? tool : throw new PrecompileException($"{id} {version} restored without {tool}");
    }

    // Compiled against this runtime's framework, the code serves only launches on the same major version.
    private static void RefuseOtherRuntime(string assemblyPath)
    {
        var config = Path.ChangeExtension(assemblyPath, ".runtimeconfig.json");
        var expected = $"net{Environment.Version.Major}.0";
        string? tfm = null;
        if (File.Exists(config))
        {
            using var json = JsonDocument.Parse(File.ReadAllBytes(config));
            tfm = json.RootElement.TryGetProperty("runtimeOptions", out var options) && options.TryGetProperty("tfm", out var value) ? value.GetString() : null;
        }

        if (tfm != expected)
        {
            throw new PrecompileException($"{Path.GetFileName(assemblyPath)} targets {tfm ?? "an unknown framework"}, not {expected}, the runtime crossgen2 would compile it for");
        }
    }

    // One compilation per distinct input: base and head usually carry the same harness, byte for byte.
    private async Task<string> CompileAsync(string tool, string app, string name, Lazy<string[]> references, CancellationToken cancellationToken)
    {
        var hash = Convert.ToHexString(SHA256.HashData(await File.ReadAllBytesAsync(Path.Combine(app, name), cancellationToken).ConfigureAwait(false)))[..16];
        var compiled = Path.Combine(folder, "compiled", $"{Path.GetFileNameWithoutExtension(name)}-{hash}-{Environment.Version}.dll");
        if (File.Exists(compiled))
        {
            return compiled;
        }

        Directory.CreateDirectory(Path.GetDirectoryName(compiled)!);
        var partial = compiled + ".partial";
        var run = await ChildProcess.CaptureAsync(
            new ChildProcessStart(tool, [Path.Combine(app, name), "-o", partial, "-O", .. references.Value], folder, ToolTimeout), cancellationToken).ConfigureAwait(false);
        if (!run.Exit.Succeeded)
        {
            throw new PrecompileException($"crossgen2 failed on {name}{FirstError(run)}");
        }

        File.Move(partial, compiled, overwrite: true);
        return compiled;
    }

    // Every managed assembly the app and the framework hold, one per name (crossgen2 refuses two), the app's first.
    private static string[] ReferencesOf(string app) =>
        Directory.EnumerateFiles(app, "*.dll")
            .Concat(Directory.EnumerateFiles(RuntimeEnvironment.GetRuntimeDirectory(), "*.dll"))
            .Where(IsManaged)
            .DistinctBy(path => Path.GetFileName(path).ToUpperInvariant())
            .SelectMany(path => new[] { "-r", path })
            .ToArray();

    private static string FirstError(ChildProcessOutput run) =>
        run.Output.Concat(run.Error).FirstOrDefault(l => l.Contains("error", StringComparison.OrdinalIgnoreCase)) is { } error ? $" ({error.Trim()})" : "";

    private static bool IsManaged(string path)
    {
        try
        {
            using var pe = new PEReader(File.OpenRead(path));
            return pe.HasMetadata;
        }
        catch (BadImageFormatException)
        {
            return false;
        }
    }

    // The build output but the top folder's harness assemblies, whose compiled copies take their place.
    private static void CopyFolder(string source, string destination, IReadOnlyCollection<string> except)
    {
        LockedFiles.DeleteFolder(destination);
        var files = Directory.EnumerateFiles(source, "*", SearchOption.AllDirectories).Select(f => Path.GetRelativePath(source, f));
        foreach (var relative in files.Except(except))
        {
            var target = Path.Combine(destination, relative);
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            File.Copy(Path.Combine(source, relative), target);
        }
    }
}
