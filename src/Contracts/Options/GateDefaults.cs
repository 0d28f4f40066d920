namespace PerfGate.Options;

/// <summary>
/// The defaults and bounds of the gate's settings, read by the tool, the MSBuild tasks and the evaluation, so
/// none of them spells a number of its own.
/// </summary>
public static class GateDefaults
{
    /// <summary>The <c>[BenchmarkCategory]</c> the gate runs.</summary>
    public const string Category = "PerfGate";

    /// <summary>PerfGate's own job preset (Running/CiJobPreset in the tool).</summary>
    public const string Job = "ci";

    /// <summary>Every job name <c>--job</c> accepts: PerfGate's <c>ci</c>, then BenchmarkDotNet's presets.</summary>
    public static IReadOnlyList<string> JobNames { get; } = [Job, "short", "medium", "long", "default", "dry"];

    /// <summary>
    /// How many times a flagged time regression is measured again before it fails the gate. A re-run costs only
    /// the flagged benchmarks' time, and a chance slowdown rarely survives it (docs/evaluation.md, "Confirm
    /// re-runs and baseline runs": the table shows what 0–3 re-runs buy).
    /// </summary>
    public const int ConfirmReruns = 1;

    public const int MaxConfirmReruns = 5;

    /// <summary>
    /// How many benchmark runs a recorded baseline pools. Each run builds and lays out the code anew, and a
    /// baseline from one unlucky run biases every later comparison (docs/evaluation.md).
    /// </summary>
    public const int BaselineRuns = 3;

    public const int MaxBaselineRuns = 5;

    /// <summary>
    /// What time is compared with (<c>--compare-to</c>): <c>auto</c> measures the pull request's merge base on
    /// the same runner (in a pull request) and uses the committed baseline elsewhere.
    /// </summary>
    public const string CompareTo = "auto";

    /// <summary>
    /// Base/head launch pairs per benchmark method in the same-runner mode. The exact one-sided signed-rank test at
    /// its level 0.02 needs 6 pairs to decide at all (1/64). On the drift recordings (docs/evaluation.md, "Same-runner
    /// mode under drift": the machine as found at load 20–30 and quiet, a CPU hog, a hog toggling, Autofac's suite)
    /// 8 is the fewest that kept the A/A recordings' nanosecond false alarms under 0.5 % (0.3 %; 6 pairs: up to 1 %),
    /// at about 2× the benchmark time of the former 5 whole-suite pairs.
    /// </summary>
    public const int SameRunnerPairs = 8;

    /// <summary>The fewest pairs <c>--pairs</c> accepts: with 5 the smallest one-sided p-value is 1/32, above the paired test's
    /// level 0.02, and nothing could ever be decided.</summary>
    public const int MinSameRunnerPairs = 6;

    /// <summary>The most pairs <c>--pairs</c> accepts: a bound on the gate's time (each pair runs every method twice), not a statistical one.</summary>
    public const int MaxSameRunnerPairs = 30;
}
