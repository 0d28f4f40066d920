using PerfGate.Processes;
using PerfGate.Running;
using PerfGate.Selection;
using PerfGate.Selection.Changes;
using PerfGate.Selection.Execution;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Selection;

/// <summary>
/// The soundness matrix (issue 50): each planted edge of the selection suite (tests/Fixtures/SelectionSuite/README.md),
/// built for real, selects exactly the benchmark methods that execute it — every one for a change that cannot be
/// compared method by method — and an unrelated change selects none. What each method executes comes from one real
/// traced launch of the base build per method; the head's side is taken to execute what the base does (the head's own
/// launch is the check of that, tested in <see cref="BenchmarkSelectorTests"/>).
/// </summary>
[Collection(SelectionSuiteCollection.Name)]
public sealed class SelectionSoundnessTests(SelectionSuiteBuilds builds)
{
    private const string All = "*";
    private const string Prefix = "SelectionSuite.Benchmarks.";

    // The base's traced launches, once per test run: every variant is judged against the same base.
    private static Task<IReadOnlyDictionary<string, ExecutedCode>>? s_traces;
    private static readonly object TracesLock = new();

    public static TheoryData<string, string[]> Edges => new()
    {
        { "PG_DEEP_CALLEE", ["CallBenchmarks.DeepCall"] },
        { "PG_VIRTUAL_OVERRIDE", ["CallBenchmarks.CircleArea"] },
        { "PG_DI_IMPLEMENTATION", ["CallBenchmarks.Greet"] },
        { "PG_GENERIC_OVER_USER_TYPE", ["CallBenchmarks.GenericTotal"] },
        { "PG_REFLECTION", ["CallBenchmarks.Reflection"] },
        { "PG_EXTENSION_METHOD", ["CallBenchmarks.Vowels"] },
        { "PG_STATIC_CONSTRUCTOR", ["StateBenchmarks.StaticTable"] },
        { "PG_FIELD_INITIALIZER", ["StateBenchmarks.FieldInitializer"] },
        // StateBenchmarks' constructor initialises its Vector2 field (the class embeds the struct, so its own layout changes
        // too), and every benchmark of the class runs that constructor: all four execute code the struct's shape changes.
        { "PG_STRUCT_FIELD", ["StateBenchmarks.StructLength", "StateBenchmarks.FieldInitializer", "StateBenchmarks.Property", "StateBenchmarks.StaticTable"] },
        { "PG_PROPERTY", ["StateBenchmarks.Property"] },
        { "PG_LAMBDA", ["CompilerBenchmarks.Lambda"] },
        { "PG_LOCAL_FUNCTION", ["CompilerBenchmarks.LocalFunction"] },
        { "PG_ASYNC_STATE_MACHINE", ["CompilerBenchmarks.AsyncStateMachine"] },
        { "PG_ITERATOR", ["CompilerBenchmarks.Iterator"] },
        { "PG_LIBRARY_CONSTANT", ["CompilerBenchmarks.LibraryConstant"] },
        { "PG_GLOBAL_SETUP", ["SetupBenchmarks.Sum"] },
        { "PG_PARAMS", ["ParamsBenchmarks.Squares"] },
        { "PG_EMBEDDED_RESOURCE", [All] },
        { "PG_DATA_FILE", [All] },
        { "PG_PACKAGE_VERSION", [All] },
        { "PG_RUNTIME_CONFIG", [All] },
        // A lock added to Square.Area: the library references System.Threading anew, which alone runs nothing else.
        { "PG_NEW_REFERENCE", ["CallBenchmarks.SquareArea"] },
        { "PG_UNRELATED", [] },
        { "PG_COMMENT_ONLY", [] },
        { "PG_SOURCE_REVISION", [] },
    };

    [Fact]
    public void Every_variant_of_the_suite_has_an_expectation() =>
        Assert.Equal(SelectionSuiteBuilds.Variants.Order(StringComparer.Ordinal), Edges.Select(e => (string)e[0]).Order(StringComparer.Ordinal));

    [Theory]
    [MemberData(nameof(Edges))]
    public async Task Each_edge_selects_exactly_the_benchmarks_that_execute_it(string variant, string[] expected)
    {
        var traces = await Traces();
        var head = builds.Output(variant);
        var changes = BuildComparison.Compare(builds.BaseFolder, head);
        var baseKeys = MethodKeys.Open(builds.BaseFolder);
        string? Key(ExecutedMethod method) => baseKeys.KeyOf(method.ModuleFile, method.Token);

        // As ChangedCodeSelection decides: every method for a run-all reason, none for identical code, else per method.
        List<string> selected = changes.RunAll.Count > 0 ? [.. traces.Keys]
            : changes.IsEmpty ? []
            : [.. traces.Where(t => BenchmarkSelector.Decide(t.Key, changes, new MethodTraces(t.Value, t.Value), Key, Key, _ => []).Runs).Select(t => t.Key)];

        List<string> expectedMethods = expected is [All] ? [.. traces.Keys] : [.. expected.Select(e => Prefix + e)];
        Assert.Equal(expectedMethods.Order(StringComparer.Ordinal), selected.Order(StringComparer.Ordinal));
    }

    private Task<IReadOnlyDictionary<string, ExecutedCode>> Traces()
    {
        lock (TracesLock)
        {
            return s_traces ??= TraceEveryMethodAsync(builds.BaseFolder);
        }
    }

    private static async Task<IReadOnlyDictionary<string, ExecutedCode>> TraceEveryMethodAsync(string baseFolder)
    {
        var dotnet = DotnetHost.Resolve();
        var side = new BenchmarkRunOptions(Path.Combine(baseFolder, "SelectionSuite.Benchmarks.dll"), Path.Combine(baseFolder, "unused"), "PerfGate", BenchmarkJob.Dry, Verbose: false);
        var methods = await BenchmarkLister.ListAsync(side, dotnet, CancellationToken.None);
        var tracer = new TracedLaunch(new BenchmarkRunner(TextWriter.Null, dotnet), TextWriter.Null);
        var traces = new ExecutedCode[methods.Count];
        var folder = Path.Combine(Path.GetTempPath(), $"perfgate-soundness-{Guid.NewGuid():N}");
        try
        {
            // As the gate runs them (ChangedCodeSelection): one per core at once, since a traced launch times nothing.
            await Parallel.ForEachAsync(
                Enumerable.Range(0, methods.Count),
                new ParallelOptions { MaxDegreeOfParallelism = TracedLaunch.AtOnce },
                async (index, token) => traces[index] =
                    await tracer.RunAsync(side, methods[index], Path.Combine(folder, index.ToString("00", System.Globalization.CultureInfo.InvariantCulture)), token)
                    ?? throw new InvalidOperationException($"{methods[index]} is listed but not a benchmark of the base build"));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }

        return methods.Select((method, index) => (method, index)).ToDictionary(m => m.method, m => traces[m.index], StringComparer.Ordinal);
    }
}
