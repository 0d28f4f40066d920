namespace PerfGate.Running;

/// <summary>
/// The settings of the default <c>ci</c> job, in one place so they can be tuned from measured A/A runs.
/// Budget: about 10 s of benchmark time per benchmark case at most, and at least 15 time samples spread over
/// several processes, because samples from a single process understate run-to-run variance.
/// Measured on 2 shared cores (BenchmarkDotNet 0.14, .NET 10, sample-repo's benchmarks): 2–12 s per case; the
/// slowest are the nanosecond ones, where BenchmarkDotNet's overhead stage (up to 30 iterations of
/// <see cref="IterationTimeMilliseconds"/> per process) dominates. BenchmarkDotNet's default job: 54–118 s.
/// </summary>
internal static class CiJobPreset
{
    /// <summary>Separate benchmark processes per case; each one re-JITs and re-lays out code.</summary>
    public const int LaunchCount = 3;

    /// <summary>After BenchmarkDotNet's pilot stage, which already runs the code long enough for tiered JIT to promote it.</summary>
    public const int WarmupCount = 2;

    public const int IterationCount = 5;

    /// <summary>BenchmarkDotNet's default is 500 ms.</summary>
    public const int IterationTimeMilliseconds = 100;

    /// <summary>Skipping BenchmarkDotNet's measurement of an empty method halves a nanosecond benchmark's launch and
    /// loses nothing for a gate that compares a benchmark with itself: the same constant is in both sides.</summary>
    public const bool EvaluateOverhead = false;

    public const int SampleCount = LaunchCount * IterationCount;

    /// <summary>
    /// The run log's answer to BenchmarkDotNet's MinIterationTime warning, which fires on nearly every <c>ci</c> run: its
    /// bar is a fixed 100 ms, this job's target, so about half the iterations land below it by construction. Harmless:
    /// the stopwatch ticks in nanoseconds, the per-iteration overhead is the same in the baseline and the run, and the
    /// thresholds were chosen from such samples; longer iterations would cost run time for nothing.
    /// </summary>
    public static string MinIterationTimeNote(int warnings) =>
        $"// perfgate run: BenchmarkDotNet's MinIterationTime warning ({Invariant(warnings)} above) is expected with the ci job: " +
        $"its bar is a fixed {Invariant(BenchmarkDotNetMinIterationTimeMilliseconds)} ms and the job aims at {Invariant(IterationTimeMilliseconds)} ms iterations; " +
        "shorter iterations do not bias the comparison (docs/msbuild.md, \"The ci job\").";

    /// <summary>BenchmarkDotNet 0.15.8's <c>MinIterationTimeAnalyser.MinSufficientIterationTime</c>.</summary>
    private const int BenchmarkDotNetMinIterationTimeMilliseconds = 100;

    /// <param name="launchCount">The same-runner mode starts each launch itself: 1.</param>
    /// <param name="automaticWarmup">BenchmarkDotNet's automatic warmup instead of <see cref="WarmupCount"/>: it goes on while
    /// the iterations keep getting faster (at least 6; <see cref="SteadyLaunch"/>). The same-runner mode's launches.</param>
    public static IReadOnlyList<string> ToBenchmarkDotNetArguments(int launchCount = LaunchCount, bool automaticWarmup = false) =>
    [
        "--launchCount", Invariant(launchCount),
        .. automaticWarmup ? Array.Empty<string>() : ["--warmupCount", Invariant(WarmupCount)],
        "--iterationCount", Invariant(IterationCount),
        "--iterationTime", Invariant(IterationTimeMilliseconds),
        .. EvaluateOverhead ? Array.Empty<string>() : ["--noOverheadEvaluation"],
    ];

    private static string Invariant(int value) => value.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
