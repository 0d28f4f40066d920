using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;
using System.Reflection.PortableExecutable;
using PerfGate.Processes;
using PerfGate.Running;
using PerfGate.Selection.Execution;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Selection.Execution;

/// <summary>tests/Fixtures/TracedBenchmarks built once, and its <c>Calls.Run</c> traced once, for a whole test class.</summary>
public sealed class TracedBenchmarksLaunch : IAsyncLifetime
{
    public const string Method = "TracedBenchmarks.Calls.Run";

    private readonly TempDirectory _temp = new();

    public string AppFolder => _temp.File("app");

    public StringWriter Output { get; } = new();

    internal ExecutedCode Code { get; private set; } = null!;

    /// <summary>The methods of the app's own module that ran, as <c>Ns.Type.Method</c> (nested types joined with '/').</summary>
    public IReadOnlySet<string> AppMethods { get; private set; } = new HashSet<string>();

    public async Task InitializeAsync()
    {
        var project = Path.GetFullPath(Path.Combine(TestData.SourceDirectory(), "..", "Fixtures", "TracedBenchmarks"));
        var build = await ChildProcess.CaptureAsync(
            new ChildProcessStart(DotnetHost.Resolve(), ["build", project, "-c", "Release", "-o", AppFolder, "--nologo", "-v", "q"], project, TimeSpan.FromMinutes(5)),
            CancellationToken.None);
        Assert.True(build.Exit.Succeeded, string.Join('\n', build.Output.Concat(build.Error)));

        var side = new BenchmarkRunOptions(Path.Combine(AppFolder, "TracedBenchmarks.dll"), _temp.File("unused"), "PerfGate", BenchmarkJob.Dry, Verbose: false);
        Code = await new TracedLaunch(new BenchmarkRunner(Output), Output).RunAsync(side, Method, _temp.File("01-head"), CancellationToken.None)
            ?? throw new InvalidOperationException($"{Method} is not a benchmark of the fixture");
        AppMethods = MethodNames(Path.Combine(AppFolder, "TracedBenchmarks.dll"), Code.Methods.Where(m => m.ModuleFile == "TracedBenchmarks.dll").Select(m => m.Token));
    }

    public Task DisposeAsync()
    {
        _temp.Dispose();
        return Task.CompletedTask;
    }

    // The tokens resolved in the module's own metadata, as the build comparison will resolve them.
    private static HashSet<string> MethodNames(string module, IEnumerable<int> tokens)
    {
        using var pe = new PEReader(File.OpenRead(module));
        var metadata = pe.GetMetadataReader();
        string TypeName(TypeDefinitionHandle handle)
        {
            var type = metadata.GetTypeDefinition(handle);
            var name = metadata.GetString(type.Name);
            return type.GetDeclaringType() is { IsNil: false } outer
                ? $"{TypeName(outer)}/{name}"
                : $"{metadata.GetString(type.Namespace)}.{name}";
        }

        return
        [
            .. tokens.Select(token =>
            {
                var method = metadata.GetMethodDefinition((MethodDefinitionHandle)MetadataTokens.EntityHandle(token));
                return $"{TypeName(method.GetDeclaringType())}.{metadata.GetString(method.Name)}";
            }),
        ];
    }
}
