using PerfGate.Statistics;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// The rules a replayed same-runner gate runs with: the gate's (<see cref="Shipped"/>), or one of this month's rule
/// changes taken back (eval/same-runner/ab-rules.md). Every variant judges through the product's own
/// <c>PairedTimeComparer</c> and <see cref="PairedLooks"/>; only what they are handed differs.
/// </summary>
/// <param name="Name">How the tables name it.</param>
/// <param name="Early">The early looks; null: the gate's.</param>
/// <param name="Futility">The stopping rule; null: the gate's (<see cref="PairedFutility.IsFutile"/>).</param>
internal sealed record ReplayVariant(string Name, LaunchStatistic Statistic = LaunchStatistic.Fastest, EarlyUnchangedLooks? Early = null, FutilityRule? Futility = null)
{
    /// <summary>
    /// No early look, as before 2026-11-28: one look after 4 pairs that can say nothing. Signed ranks of 4 pairs reach no
    /// p-value below 2^-4 = 1/16, beyond the equivalence level, so every method goes on to the first look that can flag,
    /// exactly as a gate without early looks did; <see cref="PairedLooks"/> itself has no "none" to ask for.
    /// </summary>
    public static EarlyUnchangedLooks NoEarlyLook { get; } = new(4, 4, UnchangedTest.SignedRanks);

    /// <summary>The early look as first shipped (2026-11-28, commit <c>e3961dd</c>): after 6 pairs only.</summary>
    public static EarlyUnchangedLooks EarlyLookAtSix { get; } = new(6, 6, UnchangedTest.SignedRanks);

    public static ReplayVariant Shipped { get; } = new("as shipped");

    /// <summary>The gate's rules, then each change of this month taken back alone, then all of them at once.</summary>
    public static IReadOnlyList<ReplayVariant> All { get; } =
    [
        Shipped,
        new("(a) launch median", Statistic: LaunchStatistic.Median),
        new("(b) no early look", Early: NoEarlyLook),
        new("(b) early look at 6 only", Early: EarlyLookAtSix),
        new("(c) stopping rule before", Futility: FormerFutility.IsFutile),
        new("(a)+(b)+(c) the rules of 2026-11-27", LaunchStatistic.Median, NoEarlyLook, FormerFutility.IsFutile),
    ];

    public PairedLooks Looks(int budget) => new(budget, early: Early, futility: Futility);

    /// <summary>
    /// A launch's samples as the comparer is to see them. The comparer counts a launch's fastest iteration
    /// (<c>PairedTimeComparer.LogRatios</c>); handed one sample, the launch's median, it counts the median, as it did
    /// until 2026-11-28. The verdict and what the run could see depend on the pair ratios alone.
    /// </summary>
    public double[] Launch(double[] samples) =>
        Statistic == LaunchStatistic.Median && samples.Length > 0 ? [SampleMedian.Of(samples)] : samples;
}
