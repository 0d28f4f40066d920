using System.Reflection.PortableExecutable;
using PerfGate.Precompiling;
using PerfGate.Processes;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Precompiling;

/// <summary>
/// Real crossgen2, restored from the configured feed as the gate restores it, compiling a real harness assembly
/// (Pragmastat, which the tool ships beside itself): the launch copy holds it compiled, everything else byte for byte.
/// </summary>
public sealed class HarnessPrecompilerTests
{
    private static readonly string ToolFolder = Path.GetDirectoryName(typeof(HarnessPrecompiler).Assembly.Location)!;

    [Fact]
    public async Task The_launch_copy_holds_the_harness_compiled_ahead_of_time_and_the_rest_unchanged()
    {
        using var temp = new TempDirectory();
        var app = AppFolder(temp, $"net{Environment.Version.Major}.0");
        var output = new StringWriter();

        var launched = await new HarnessPrecompiler(DotnetHost.Resolve(), output, temp.File("harness"))
            .PrepareAsync(Path.Combine(app, "App.dll"), "head", CancellationToken.None);

        var copy = Path.GetDirectoryName(launched)!;
        Assert.Equal(Path.Combine(temp.File("harness"), "head", "App.dll"), launched);
        Assert.True(IsReadyToRun(Path.Combine(copy, "Pragmastat.dll")), output.ToString());
        Assert.False(IsReadyToRun(Path.Combine(app, "Pragmastat.dll")));
        Assert.Equal(File.ReadAllBytes(Path.Combine(app, "App.dll")), File.ReadAllBytes(launched));
        Assert.Equal("data", File.ReadAllText(Path.Combine(copy, "inputs", "data.txt")));
        Assert.Contains("PerfGate: head: Pragmastat.dll compiled ahead of time for its launches", output.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public async Task An_app_for_another_runtime_is_launched_as_built_with_one_warning()
    {
        using var temp = new TempDirectory();
        var app = AppFolder(temp, "net8.0");
        var output = new StringWriter();
        var precompiler = new HarnessPrecompiler(DotnetHost.Resolve(), output, temp.File("harness"));

        var head = await precompiler.PrepareAsync(Path.Combine(app, "App.dll"), "head", CancellationToken.None);
        var @base = await precompiler.PrepareAsync(Path.Combine(app, "App.dll"), "base", CancellationToken.None);

        Assert.Equal(Path.Combine(app, "App.dll"), head);
        Assert.Equal(head, @base);
        var warning = Assert.Single(output.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.Contains($"App.dll targets net8.0, not net{Environment.Version.Major}.0", warning, StringComparison.Ordinal);
    }

    // A stand-in app: Pragmastat (IL only, as NuGet ships it), an assembly of the app's own and a data file beside it.
    private static string AppFolder(TempDirectory temp, string tfm)
    {
        var app = temp.File("app");
        Directory.CreateDirectory(Path.Combine(app, "inputs"));
        File.Copy(Path.Combine(ToolFolder, "Pragmastat.dll"), Path.Combine(app, "Pragmastat.dll"));
        File.Copy(typeof(HarnessPrecompilerTests).Assembly.Location, Path.Combine(app, "App.dll"));
        File.WriteAllText(Path.Combine(app, "App.runtimeconfig.json"), $$"""{ "runtimeOptions": { "tfm": "{{tfm}}" } }""");
        File.WriteAllText(Path.Combine(app, "inputs", "data.txt"), "data");
        return app;
    }

    private static bool IsReadyToRun(string path)
    {
        using var pe = new PEReader(File.OpenRead(path));
        return pe.PEHeaders.CorHeader!.ManagedNativeHeaderDirectory.Size > 0;
    }
}
