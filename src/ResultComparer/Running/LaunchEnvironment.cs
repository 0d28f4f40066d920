namespace PerfGate.Running;

/// <summary>
/// The runtime settings every same-runner launch runs with, base and head alike, so that a launch measures the code its
/// method settles in rather than the moment it happened to tier up.
/// </summary>
/// <remarks>
/// The runtime starts counting a method's calls towards tier 1 only once no new method has been jitted for 100 ms, and
/// BenchmarkDotNet jits code of its own at every stage, so the benchmark's code reached tier 1 before, during or after
/// the measured iterations, launch by launch; and the pilot, sizing iterations on code that slowed as it was
/// instrumented, could stop early. Launches of one build of Polly then spread 25–57 % (docs/evaluation.md, "Steady
/// launches"). With the delay off, the code tiers up within the pilot. BenchmarkDotNet's newer releases set the same
/// variable for every benchmark process they start.
/// </remarks>
public static class LaunchEnvironment
{
    public const string CallCountingDelay = "DOTNET_TC_CallCountingDelayMs";

    public static IReadOnlyDictionary<string, string> SameRunner { get; } = new Dictionary<string, string>(StringComparer.Ordinal)
    {
        [CallCountingDelay] = "0",
    };

    /// <summary>What the reports say of it.</summary>
    public static string Description { get; } =
        $"every launch with the runtime's call-counting delay off ({CallCountingDelay}=0), so its measured iterations run the method's tiered-up code";
}
