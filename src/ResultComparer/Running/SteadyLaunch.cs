namespace PerfGate.Running;

/// <summary>
/// How a same-runner launch, base and head alike, comes to measure the code its method settles in rather than the
/// moment that code happened to tier up: the runtime's call-counting delay off, and (in the <c>ci</c> job)
/// BenchmarkDotNet's automatic warmup in place of a fixed two iterations.
/// </summary>
/// <remarks>
/// The runtime starts counting a method's calls towards tier 1 only once no new method has been jitted for 100 ms, and
/// BenchmarkDotNet jits code of its own at every stage, so the benchmark's code reached tier 1 before, during or after
/// the measured iterations, launch by launch; and BenchmarkDotNet's pilot, which sizes the iterations, can settle on
/// code that has not tiered up yet. Launches of one build then fell into modes up to ×3 apart (Polly's pipelines,
/// Autofac's container build). The automatic warmup goes on while the iterations keep getting faster.
/// docs/evaluation.md, "Steady launches".
/// </remarks>
internal static class SteadyLaunch
{
    public const string CallCountingDelay = "DOTNET_TC_CallCountingDelayMs";

    public static IReadOnlyDictionary<string, string> Environment { get; } = new Dictionary<string, string>(StringComparer.Ordinal)
    {
        [CallCountingDelay] = "0",
    };

    /// <summary>What the reports say of it.</summary>
    public static string Description { get; } =
        $"every launch with the runtime's call-counting delay off ({CallCountingDelay}=0) and, in the ci job, BenchmarkDotNet's automatic warmup, " +
        "so its measured iterations run the method's tiered-up code";
}
