using PerfGate.Options;

namespace PerfGate.Thresholds;

/// <summary>
/// Everything that decides a verdict besides the data. Defaults are documented in README ("Thresholds")
/// with the simulations that justify them.
/// </summary>
public sealed record GateSettings
{
    /// <summary>Below this many samples on either side the time comparison is inconclusive, not a pass.</summary>
    public const int DefaultMinimumSamples = 5;

    /// <summary>
    /// The significance level of each one-sided test against the threshold. Because the test asks "slower than
    /// baseline × (1 + threshold)?", the A/A false-alarm rate stays far below it: in simulations of 20 vs 20
    /// samples (log-normal, outliers, bimodal; CV 2–15 %) 0.08 gives at most 0.84 % false alarms and at least
    /// 95.4 % detection at +25 %; 0.05 missed detection with upper outliers at CV 15 % (92.5 %), 0.10 broke
    /// the false-alarm target (1.24 %). See tests/ResultComparer.Tests/Statistics/TimeComparerSimulationTests.cs.
    /// </summary>
    public const double DefaultSignificanceLevel = 0.08;

    /// <summary>
    /// See <see cref="LaunchSpreadFactor"/>. 0.5 took time false alarms on the evaluation's recorded runs from
    /// about 2 % to a few in a thousand while the quiet calibration benchmark kept its 5 % threshold; 0.25
    /// widened too little, 0.75 and more started to cost detection of +10 % (docs/evaluation.md).
    /// </summary>
    public const double DefaultLaunchSpreadFactor = 0.5;

    public static GateSettings Default { get; } = new();

    public TimeThreshold TimeThreshold { get; init; } = TimeThreshold.Default;

    public AllocationThreshold AllocationThreshold { get; init; } = AllocationThreshold.Default;

    public double SignificanceLevel { get; init; } = DefaultSignificanceLevel;

    public int MinimumSamples { get; init; } = DefaultMinimumSamples;

    /// <summary>
    /// A benchmark's time threshold is at least this factor times the relative spread of its baseline launches
    /// ((max − min) / median of their medians); 0 keeps every threshold as configured. See docs/evaluation.md.
    /// </summary>
    public double LaunchSpreadFactor { get; init; } = DefaultLaunchSpreadFactor;

    /// <summary>Re-runs of flagged time regressions; 0 decides on the first run alone.</summary>
    public int ConfirmReruns { get; init; } = GateDefaults.ConfirmReruns;

    public IReadOnlyList<ThresholdOverride> Overrides { get; init; } = Array.Empty<ThresholdOverride>();

    /// <summary>The later of several matching overrides wins, so a specific rule can follow a broad one.</summary>
    public TimeThreshold TimeThresholdFor(string benchmarkId) =>
        Overrides.LastOrDefault(o => o.Time is not null && o.Matches(benchmarkId))?.Time ?? TimeThreshold;

    public AllocationThreshold AllocationThresholdFor(string benchmarkId) =>
        Overrides.LastOrDefault(o => o.Allocation is not null && o.Matches(benchmarkId))?.Allocation ?? AllocationThreshold;
}
