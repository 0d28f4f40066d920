using PerfGate.Options;

namespace PerfGate.Thresholds;

/// <summary>
/// Everything that decides a verdict besides the data. Defaults are documented in README ("Thresholds")
/// with the simulations that justify them.
/// </summary>
internal sealed record GateSettings
{
    public const int DefaultMinimumSamples = 5;

    /// <summary>
    /// The significance level of each one-sided test against the threshold: the smallest tried that detects ≥ 80 % of +10 %
    /// slowdowns on the defaults' path (3 launch medians against the baseline's 9) and the smallest at which a
    /// single-run baseline can decide at all (docs/evaluation.md, "Significance level on launch medians").
    /// </summary>
    public const double DefaultSignificanceLevel = 0.08;

    /// <summary>
    /// How far a noisy benchmark's threshold widens with its baseline's launch spread: enough to stop noise from
    /// raising false alarms, not so much that +10 % goes unseen (docs/evaluation.md, "Launch spread").
    /// </summary>
    public const double DefaultLaunchSpreadFactor = 0.5;

    public static GateSettings Default { get; } = new();

    public TimeThreshold TimeThreshold { get; init; } = TimeThreshold.Default;

    public AllocationThreshold AllocationThreshold { get; init; } = AllocationThreshold.Default;

    public double SignificanceLevel { get; init; } = DefaultSignificanceLevel;

    public int MinimumSamples { get; init; } = DefaultMinimumSamples;

    /// <summary>A benchmark's time threshold is at least this factor times the relative spread of its baseline launches
    /// (<see cref="Verdicts.TimeComparer.LaunchSpread"/>); 0 keeps every threshold as configured.</summary>
    public double LaunchSpreadFactor { get; init; } = DefaultLaunchSpreadFactor;

    public int ConfirmReruns { get; init; } = GateDefaults.ConfirmReruns;

    public IReadOnlyList<ThresholdOverride> Overrides { get; init; } = Array.Empty<ThresholdOverride>();

    /// <summary>The later of several matching overrides wins, so a specific rule can follow a broad one.</summary>
    public TimeThreshold TimeThresholdFor(string benchmarkId) =>
        Overrides.LastOrDefault(o => o.Time is not null && o.Matches(benchmarkId))?.Time ?? TimeThreshold;

    public AllocationThreshold AllocationThresholdFor(string benchmarkId) =>
        Overrides.LastOrDefault(o => o.Allocation is not null && o.Matches(benchmarkId))?.Allocation ?? AllocationThreshold;
}
