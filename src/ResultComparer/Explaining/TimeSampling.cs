using System.Globalization;
using PerfGate.Running;

namespace PerfGate.Explaining;

/// <summary>How a time-profiled run is launched: the benchmark process writes its own EventPipe trace from start-up (the
/// runtime reads these variables; no tool attaches) with the runtime's CPU samples of every managed thread's stack, the
/// method events that name the frames, the JIT's inlining decisions, and BenchmarkDotNet's engine events, which say which
/// case runs and which iterations are the measured ones.</summary>
internal static class TimeSampling
{
    /// <summary>Samples each side needs in its measured iterations before a method is named. A method's share p of the
    /// benchmark thread's time, estimated from n samples, has a 95 % half-width of 1.96·√(p(1−p)/n): at n = 2,400 at
    /// most ±2.0 percentage points (p = ½, the worst case), ±1.2 at a 10 % share, ±0.4 at 1 %. The difference of two
    /// sides is √2 wider: a method whose share moved by 3 points or more can be told from sampling noise.</summary>
    public const int MinimumSamples = 2_400;

    /// <summary>A run is sized for this many times <see cref="MinimumSamples"/>: the sampling rate varies with the machine's load.</summary>
    public const double Margin = 1.25;

    /// <summary>How a profiled side is paced for <paramref name="perf"/> or EventPipe's sampler (<see cref="SamplerPace"/>).</summary>
    public static SamplerPace Pace(bool perf) => perf ? SamplerPace.Perf : SamplerPace.EventPipe;

    /// <summary>The most a longer run measures: 15 s per side with EventPipe's sampler, 6 s with perf's.</summary>
    public const int MaxIterations = 60;

    // Sampler (its thread samples, level 5), the runtime's Loader (0x8) and Jit (0x10) events that name the jitted methods
    // on the stacks, JittedMethodILToNativeMap (0x20000) for IL offsets hence lines, and JitTracing (0x1000, verbose) for
    // MethodJitInliningSucceeded: which callee's code a method's samples also hold.
    private const string Sampler = "Microsoft-DotNETCore-SampleProfiler:0:5";

    private const string Traced = "Microsoft-Windows-DotNETRuntime:0x21018:5,BenchmarkDotNet.EngineEventSource:0xFFFFFFFF:4";

    // The warmup only has to let the JIT tier the code up (the call-counting delay is off): BenchmarkDotNet's heuristic
    // between 2 and 6 iterations, where its defaults (6 to 50) spent 8–12 of 250 ms per case, 2–3 s, on the sample.
    private const string MinWarmupIterations = "2";
    private const string MaxWarmupIterations = "6";

    /// <summary>BenchmarkDotNet runs this many invocations of a benchmark per iteration, unrolled in its loop (the invocation
    /// count must be a multiple of it).</summary>
    private const int UnrollFactor = 16;

    /// <summary>As the gate's own launches run (one in-process launch, the call-counting delay off, BenchmarkDotNet's
    /// automatic warmup), so the profile is of the tiered-up code the verdict measured.</summary>
    /// <param name="slowestNsPerOperation">The slowest of the profiled cases' time per operation as the verdict measured
    /// it on this side; null when unknown, and BenchmarkDotNet's pilot then picks the invocations.</param>
    public static BenchmarkJob Job(SamplerPace pace, int iterations, double? slowestNsPerOperation = null) => BenchmarkJob.InProcessNamed(
        "time-profile",
        ["--launchCount", "1", "--iterationCount", iterations.ToString(CultureInfo.InvariantCulture),
            "--iterationTime", pace.IterationTimeMilliseconds.ToString(CultureInfo.InvariantCulture),
            "--minWarmupCount", MinWarmupIterations, "--maxWarmupCount", MaxWarmupIterations, .. Invocations(slowestNsPerOperation, pace.IterationTimeMilliseconds)],
        SteadyLaunch.Environment);

    /// <summary>Invocations per iteration so the slowest case's iteration lasts <paramref name="iterationTimeMilliseconds"/>,
    /// from the time the verdict measured, in place of BenchmarkDotNet's pilot. The pilot runs before the warmup, on code
    /// the JIT has not yet tiered up: on the sample's streamer it measured 6–7 ms an operation where the measured
    /// iterations then took 1.3, and chose 34 invocations, so iterations of 45 ms gave a sixth of the samples planned.
    /// The slowest case sets it, so no case's iterations outlast the plan; a case much faster than the others may fall
    /// short and run longer (<see cref="LongerRun"/>).</summary>
    internal static IReadOnlyList<string> Invocations(double? slowestNsPerOperation, int iterationTimeMilliseconds)
    {
        // Not above zero covers NaN too.
        if (slowestNsPerOperation is not { } ns || !(ns > 0) || double.IsInfinity(ns))
        {
            return [];
        }

        var wanted = iterationTimeMilliseconds * 1e6 / ns;
        // Below one unrolled loop's worth, unrolling is nothing to an operation this long: one invocation at a time.
        return wanted < UnrollFactor
            ? ["--invocationCount", Count(Math.Max(1, Math.Round(wanted))), "--unrollFactor", "1"]
            : ["--invocationCount", Count(UnrollFactor * Math.Max(1, Math.Round(Math.Min(wanted, int.MaxValue / 2.0) / UnrollFactor))), "--unrollFactor", Count(UnrollFactor)];
    }

    private static string Count(double value) => ((long)value).ToString(CultureInfo.InvariantCulture);

    /// <summary>The iterations a run of <paramref name="iterations"/> that took <paramref name="samples"/> samples needs for
    /// <see cref="MinimumSamples"/> with <see cref="Margin"/>; null when it cannot run longer.</summary>
    public static int? LongerRun(int iterations, int samples) =>
        iterations >= MaxIterations
            ? null
            : Math.Min(MaxIterations, (int)Math.Ceiling(iterations * Margin * MinimumSamples / Math.Max(samples, 1)));

    /// <param name="perf">Sampled by <see cref="PerfSampler"/>: EventPipe then leaves its sampler off and traces the rest.</param>
    public static IReadOnlyDictionary<string, string> Environment(string traceFolder, bool perf) =>
        perf
            ? EventPipeTrace.Environment(traceFolder, Traced).Concat(PerfSampler.Environment).ToDictionary(StringComparer.Ordinal)
            : EventPipeTrace.Environment(traceFolder, $"{Sampler},{Traced}");
}
