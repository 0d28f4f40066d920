using PerfGate.Running;

namespace PerfGate.Selection.Execution;

/// <summary>How a traced launch runs: the benchmark process writes its own EventPipe trace from start-up (the runtime reads
/// these variables; no tool attaches), naming every method it compiles, every module and type it loads, and the cases
/// BenchmarkDotNet's engine runs.</summary>
internal static class ExecutionTracing
{
    // Loader (0x8): modules and their paths; Jit (0x10): each compiled method's token and module; TypeDiagnostic
    // (0x8000000000, .NET 5+): each type loaded, which names a struct whose methods were all inlined or never compiled.
    // Verbose (5) for the method events' names and the type loads. The engine's events name the cases that ran.
    private const string Providers = "Microsoft-Windows-DotNETRuntime:0x8000000018:5,BenchmarkDotNet.EngineEventSource:0xFFFFFFFF:4";

    /// <summary>A short timed run, not a single call: BenchmarkDotNet's pilot grows the calls per iteration until one takes
    /// 100 ms, then one warm-up and one measured iteration, so code taken only every N calls (a periodic flush, a cache
    /// eviction) is reached for any N up to about what 100 ms holds, and the launch stays a few seconds. No overhead
    /// evaluation: its 20-odd iterations of 100 ms call BenchmarkDotNet's own empty method, never the project's code.</summary>
    public static BenchmarkJob Job { get; } = BenchmarkJob.InProcessNamed(
        "selection-trace",
        ["--launchCount", "1", "--warmupCount", "1", "--iterationCount", "1", "--iterationTime", "100", "--noOverheadEvaluation"]);

    public static IReadOnlyDictionary<string, string> Environment(string traceFolder) => new Dictionary<string, string>(EventPipeTrace.Environment(traceFolder, Providers))
    {
        // The JIT inlines nothing in minimal optimisation, so each method that runs is compiled, and reported, on its
        // own; measured on .NET 10: this holds for an AggressiveOptimization method too (compiled MinOptJitted, its
        // callees reported), and for an AggressiveInlining callee.
        ["DOTNET_JITMinOpts"] = "1",
        // Precompiled (ReadyToRun) code stays on: it is never jitted, so its methods leave no event, but none of them
        // can matter. The framework and identical package assemblies are the same on both sides; a precompiled assembly
        // that differs, or an identical one that references one that differs, makes every benchmark run (BuildComparison);
        // and precompiled code calls an assembly outside its own version bubble, never inlines it, so the project's own
        // (jitted) methods are each reported. Jitting the framework too (DOTNET_ReadyToRun=0) made each launch about
        // twice as long.
    };
}
