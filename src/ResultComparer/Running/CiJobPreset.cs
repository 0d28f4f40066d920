namespace PerfGate.Running;

/// <summary>
/// The settings of the default <c>ci</c> job, in one place so they can be tuned from measured A/A runs.
/// Budget: at most about 10 s of benchmark time per benchmark case, and at least 15 time samples spread over
/// more than one process, because samples from a single process understate run-to-run variance.
/// </summary>
public static class CiJobPreset
{
    /// <summary>Separate benchmark processes per case; each one re-JITs and re-lays out code.</summary>
    public const int LaunchCount = 3;

    /// <summary>Warmup iterations per process, after BenchmarkDotNet's pilot stage.</summary>
    public const int WarmupCount = 3;

    /// <summary>Measured iterations per process.</summary>
    public const int IterationCount = 6;

    /// <summary>Target duration of one iteration; BenchmarkDotNet's default is 500 ms.</summary>
    public const int IterationTimeMilliseconds = 150;

    /// <summary>Time samples per benchmark case: one per measured iteration of every launch.</summary>
    public const int SampleCount = LaunchCount * IterationCount;

    public static IReadOnlyList<string> ToBenchmarkDotNetArguments() =>
    [
        "--launchCount", Invariant(LaunchCount),
        "--warmupCount", Invariant(WarmupCount),
        "--iterationCount", Invariant(IterationCount),
        "--iterationTime", Invariant(IterationTimeMilliseconds),
    ];

    private static string Invariant(int value) => value.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
