using PerfGate.Tests.Shared;

namespace PerfGate.Tests.Support;

/// <summary>The selection suite (tests/Fixtures/SelectionSuite) built once: the base and every head variant, each a
/// real <c>dotnet build</c> output folder. Shared by the tests of what changed and of what executed; README.md beside
/// the suite says which benchmark executes each variant's edge.</summary>
public sealed class SelectionSuiteBuilds : IDisposable
{
    /// <summary>Every variant symbol the suite plants, as SelectionSuite.Variants.proj lists them.</summary>
    public static readonly IReadOnlyList<string> Variants =
    [
        "PG_DEEP_CALLEE", "PG_VIRTUAL_OVERRIDE", "PG_DI_IMPLEMENTATION", "PG_GENERIC_OVER_USER_TYPE", "PG_STATIC_CONSTRUCTOR",
        "PG_FIELD_INITIALIZER", "PG_STRUCT_FIELD", "PG_LIBRARY_CONSTANT", "PG_LAMBDA", "PG_LOCAL_FUNCTION",
        "PG_ASYNC_STATE_MACHINE", "PG_ITERATOR", "PG_PROPERTY", "PG_EXTENSION_METHOD", "PG_EMBEDDED_RESOURCE", "PG_DATA_FILE",
        "PG_PACKAGE_VERSION", "PG_RUNTIME_CONFIG", "PG_REFLECTION", "PG_GLOBAL_SETUP", "PG_PARAMS", "PG_NEW_REFERENCE", "PG_UNRELATED",
        "PG_COMMENT_ONLY", "PG_SOURCE_REVISION",
    ];

    // A cold restore of BenchmarkDotNet's graph and 50 project builds on a 2-core machine shared with other work.
    private static readonly TimeSpan RestoreLimit = TimeSpan.FromMinutes(5);
    private static readonly TimeSpan BuildLimit = TimeSpan.FromMinutes(8);

    private readonly TempDirectory _artifacts = new();

    public SelectionSuiteBuilds()
    {
        var suite = Path.GetFullPath(Path.Combine(TestData.SourceDirectory(), "..", "Fixtures", "SelectionSuite"));
        var artifacts = _artifacts.Path + Path.DirectorySeparatorChar;
        // Local source paths in the PDBs even on CI (the repository's props turn ContinuousIntegrationBuild on there, which
        // writes /_/…): the builds lie in a temporary folder, outside the sources those paths would be resolved against.
        string[] properties = ["-p:Configuration=Release", "-p:ContinuousIntegrationBuild=false", $"-p:SelectionSuiteArtifacts={artifacts}", "-nologo", "-v:q"];
        Run(suite, RestoreLimit, ["msbuild", "SelectionSuite.Variants.proj", "-t:Restore", .. properties]);

        // The environment turns the compiler server off for ordinary builds; this build starts one of its own, under a
        // name no other build uses, and the traversal stops it when done (see SelectionSuite.Variants.proj).
        Run(suite, BuildLimit,
        [
            "msbuild", "SelectionSuite.Variants.proj", "-m:2", "-p:UseSharedCompilation=true",
            $"-p:SharedCompilationId=perfgate-selection-{Guid.NewGuid():N}", .. properties,
        ]);
        BaseFolder = Output("base");
    }

    /// <summary>The base build's output folder (SelectionSuite.Benchmarks' bin/).</summary>
    public string BaseFolder { get; }

    /// <summary>A head variant's output folder.</summary>
    public string Output(string variant) =>
        Path.Combine(_artifacts.Path, "bin", "SelectionSuite.Benchmarks", variant);

    public void Dispose() => _artifacts.Dispose();

    private static void Run(string folder, TimeSpan limit, string[] arguments)
    {
        var result = DotnetCli.Run(folder, null, limit, arguments);
        if (result.ExitCode != 0)
        {
            throw new InvalidOperationException($"dotnet {string.Join(' ', arguments)} failed: {result}");
        }
    }
}
