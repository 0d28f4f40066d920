using PerfGate.Running;

namespace PerfGate.Explaining;

/// <summary>How a profiled run is launched: the benchmark process writes its own EventPipe trace from start-up (the runtime
/// reads these variables; no tool attaches), with the GC's allocation samples and their stacks, and BenchmarkDotNet's
/// engine events, which say which case runs and which iterations are the measured ones.</summary>
internal static class AllocationSampling
{
    // AllocationSampling (0x80000000000, .NET 9 and later): randomized samples, each byte allocated sampled with
    // probability 1/102,400, unbiased where the older AllocationTick's fixed 100 KB stride aliases with a benchmark's
    // periodic allocations (measured: it named two unchanged types above a closure). Loader (0x8) and Jit (0x10) name
    // the jitted methods on the stacks, JittedMethodILToNativeMap (0x20000) maps them to IL offsets, hence lines.
    private const string Providers = "Microsoft-Windows-DotNETRuntime:0x80000020018:4,BenchmarkDotNet.EngineEventSource:0xFFFFFFFF:4";

    public const double ByteSamplingProbability = 1.0 / 102_400;

    /// <summary>Measured iterations of a first profiled run: about a second of samples per side.</summary>
    public const int Iterations = 5;

    /// <summary>The most a longer run measures: about 10 s.</summary>
    public const int MaxIterations = 50;

    public static BenchmarkJob Job(int iterations) => BenchmarkJob.InProcessNamed(
        "allocation-profile",
        ["--launchCount", "1", "--warmupCount", "1", "--iterationCount", iterations.ToString(System.Globalization.CultureInfo.InvariantCulture), "--iterationTime", "200"]);

    /// <summary>The iterations a run of <paramref name="iterations"/> that took <paramref name="samples"/> samples needs
    /// for <see cref="AllocationComparison.MinimumSamples"/> (and a quarter more); null when it cannot run longer.</summary>
    public static int? LongerRun(int iterations, int samples) =>
        iterations >= MaxIterations
            ? null
            : Math.Min(MaxIterations, (int)Math.Ceiling(iterations * 1.25 * AllocationComparison.MinimumSamples / Math.Max(samples, 1)));

    /// <param name="unoptimized">For call sites: without inlining, which would fold the user's method into
    /// BenchmarkDotNet's generated caller and leave no frame to name. Unoptimised code also allocates what optimised
    /// code keeps on the stack (.NET 10 stack-allocates delegates and boxes that do not escape), so types and bytes
    /// come from an optimised launch, the measured code, and only the sites from this one.</param>
    public static IReadOnlyDictionary<string, string> Environment(string traceFolder, bool unoptimized) =>
        unoptimized
            ? new Dictionary<string, string>(EventPipeTrace.Environment(traceFolder, Providers)) { ["DOTNET_JITMinOpts"] = "1" }
            : EventPipeTrace.Environment(traceFolder, Providers);
}
