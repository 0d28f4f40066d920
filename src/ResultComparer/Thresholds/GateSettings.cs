namespace PerfGate.Thresholds;

/// <summary>
/// Everything that decides a verdict besides the data. Defaults are documented in README ("Thresholds")
/// with the simulations that justify them.
/// </summary>
public sealed record GateSettings
{
    /// <summary>Below this many samples on either side the time comparison is inconclusive, not a pass.</summary>
    public const int DefaultMinimumSamples = 5;

    /// <summary>The one-sided false-alarm probability per comparison, before the practical threshold.</summary>
    public const double DefaultSignificanceLevel = 0.05;

    public static GateSettings Default { get; } = new();

    public TimeThreshold TimeThreshold { get; init; } = TimeThreshold.Default;

    public AllocationThreshold AllocationThreshold { get; init; } = AllocationThreshold.Default;

    public double SignificanceLevel { get; init; } = DefaultSignificanceLevel;

    public int MinimumSamples { get; init; } = DefaultMinimumSamples;

    public IReadOnlyList<ThresholdOverride> Overrides { get; init; } = Array.Empty<ThresholdOverride>();

    /// <summary>The later of several matching overrides wins, so a specific rule can follow a broad one.</summary>
    public TimeThreshold TimeThresholdFor(string benchmarkId) =>
        Overrides.LastOrDefault(o => o.Time is not null && o.Matches(benchmarkId))?.Time ?? TimeThreshold;

    public AllocationThreshold AllocationThresholdFor(string benchmarkId) =>
        Overrides.LastOrDefault(o => o.Allocation is not null && o.Matches(benchmarkId))?.Allocation ?? AllocationThreshold;
}
