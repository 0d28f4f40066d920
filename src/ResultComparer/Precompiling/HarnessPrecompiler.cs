using System.Diagnostics;
using System.Globalization;
using System.Reflection.PortableExecutable;
using System.Runtime.InteropServices;
using System.Security.Cryptography;
using System.Text.Json;
using PerfGate.Running;

namespace PerfGate.Precompiling;

/// <summary>
/// Gives the same-runner launches a copy of the benchmark app whose harness (BenchmarkDotNet and the libraries its
/// start-up runs) is compiled ahead of time by crossgen2. Those packages ship as IL only, so every launch — a process of
/// its own, hundreds per gate — JIT-compiled their argument parsing, benchmark discovery, validation and exporters
/// again (docs/scale.md, "What a launch costs"). The benchmarks' own assemblies, the code they call and the workload
/// loop BenchmarkDotNet emits at run time stay IL, jitted and tiered exactly as before: what a launch measures is unchanged.
/// </summary>
/// <param name="folder">Where the copies, the compiled assemblies (shared by base and head when their bytes are the
/// same) and the crossgen2 restore go.</param>
public sealed class HarnessPrecompiler(string dotnetPath, TextWriter output, string folder)
{
    /// <summary>What is compiled, where the app has it: never code a benchmark measures.</summary>
    public static readonly IReadOnlyList<string> Harness =
        ["BenchmarkDotNet.dll", "BenchmarkDotNet.Annotations.dll", "CommandLine.dll", "Perfolizer.dll", "Pragmastat.dll"];

    private static readonly TimeSpan CompileTimeout = TimeSpan.FromMinutes(5);

    private Task<string>? crossgen2;
    private bool warned;

    /// <param name="side">"base" or "head": names the copy and the progress line.</param>
    /// <returns>The assembly to launch: in the copy, or <paramref name="assemblyPath"/> itself when the harness could
    /// not be compiled (said once, as a warning; the launches then measure the same, only start slower).</returns>
    public async Task<string> PrepareAsync(string assemblyPath, string side, CancellationToken cancellationToken)
    {
        var app = Path.GetDirectoryName(assemblyPath)!;
        try
        {
            RefuseOtherRuntime(assemblyPath);
            var tool = await (crossgen2 ??= Crossgen2Package.RestoreAsync(dotnetPath, Path.Combine(folder, "crossgen2"), cancellationToken)).ConfigureAwait(false);
            var stopwatch = Stopwatch.StartNew();
            var copy = Path.Combine(folder, side);
            CopyFolder(app, copy);
            var names = Harness.Where(name => File.Exists(Path.Combine(app, name))).ToList();
            foreach (var name in names)
            {
                File.Copy(await CompileAsync(tool, app, name, cancellationToken).ConfigureAwait(false), Path.Combine(copy, name), overwrite: true);
            }

            await output.WriteLineAsync(
                $"PerfGate: {side}: {string.Join(", ", names)} compiled ahead of time for its launches " +
                $"({stopwatch.Elapsed.TotalSeconds.ToString("0.0", CultureInfo.InvariantCulture)} s)").ConfigureAwait(false);
            return Path.Combine(copy, Path.GetFileName(assemblyPath));
        }
        catch (PrecompileException e)
        {
            if (!warned)
            {
                warned = true;
                await output.WriteLineAsync($"PerfGate: warning: BenchmarkDotNet was not compiled ahead of time, so each launch compiles its start-up again: {e.Message}.")
                    .ConfigureAwait(false);
            }

            return assemblyPath;
        }
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
    private async Task<string> CompileAsync(string tool, string app, string name, CancellationToken cancellationToken)
    {
        var hash = Convert.ToHexString(SHA256.HashData(await File.ReadAllBytesAsync(Path.Combine(app, name), cancellationToken).ConfigureAwait(false)))[..16];
        var compiled = Path.Combine(folder, "compiled", $"{Path.GetFileNameWithoutExtension(name)}-{hash}-{Environment.Version}.dll");
        if (File.Exists(compiled))
        {
            return compiled;
        }

        Directory.CreateDirectory(Path.GetDirectoryName(compiled)!);
        var partial = compiled + ".partial";
        // Every managed assembly the app and the framework hold, one per name (crossgen2 refuses two), the app's first.
        var references = Directory.EnumerateFiles(app, "*.dll")
            .Concat(Directory.EnumerateFiles(RuntimeEnvironment.GetRuntimeDirectory(), "*.dll"))
            .Where(IsManaged)
            .DistinctBy(path => Path.GetFileName(path).ToUpperInvariant())
            .SelectMany(path => new[] { "-r", path });
        var run = await ChildProcess.CaptureAsync(
            new ChildProcessStart(tool, [Path.Combine(app, name), "-o", partial, "-O", .. references], folder, CompileTimeout), cancellationToken).ConfigureAwait(false);
        if (!run.Exit.Succeeded)
        {
            var error = run.Output.Concat(run.Error).FirstOrDefault(l => l.Contains("error", StringComparison.OrdinalIgnoreCase))?.Trim();
            throw new PrecompileException($"crossgen2 failed on {name}{(error is null ? "" : $" ({error})")}");
        }

        File.Move(partial, compiled, overwrite: true);
        return compiled;
    }

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

    private static void CopyFolder(string source, string destination)
    {
        if (Directory.Exists(destination))
        {
            Directory.Delete(destination, recursive: true);
        }

        foreach (var file in Directory.EnumerateFiles(source, "*", SearchOption.AllDirectories))
        {
            var target = Path.Combine(destination, Path.GetRelativePath(source, file));
            Directory.CreateDirectory(Path.GetDirectoryName(target)!);
            File.Copy(file, target);
        }
    }
}
