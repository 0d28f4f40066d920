using System.Globalization;
using PerfGate.Options;

namespace PerfGate.Statistics;

/// <summary>
/// When the same-runner mode looks at a benchmark method's pairs, and how sure each look must be. Every method gets
/// the first early look's pairs (<see cref="EarlyUnchangedLooks"/>: <see cref="GateDefaults.SameRunnerEarlyUnchangedPairs"/>
/// in the gate) and stops at it, or at a later early look, once every case is unchanged;
/// the others reach <see cref="GateDefaults.SameRunnerFirstPairs"/>, are judged then and after every
/// <see cref="GateDefaults.SameRunnerPairBatch"/> more, and get more only while a case is undecided and more pairs
/// could still decide it (<see cref="PairedFutility"/>), up to the budget (<c>--pairs</c>).
/// </summary>
/// <remarks>
/// Looking several times gives chance several tries, so the regression level is spent over the looks that can flag (Bonferroni):
/// <see cref="GateDefaults.SameRunnerFirstLookLevel"/> at the first, <see cref="GateDefaults.SameRunnerLaterLooksLevel"/>
/// shared by the others. A change exactly at the threshold is then flagged with probability at most their sum, whatever
/// the noise (the signed-rank test needs only pair ratios symmetric about their centre).
/// </remarks>
internal sealed class PairedLooks
{
    private readonly int[] _sizes;

    private readonly EarlyUnchangedLooks _early;

    private readonly FutilityRule _isFutile;

    /// <param name="fixedSize">Every method gets the whole budget and one look at its end (<c>--fixed-pairs</c>): a gate whose
    /// cost does not depend on the verdicts, and recordings that keep every pair for replays.</param>
    /// <param name="early">The looks that can only say "unchanged"; null: the gate's (<see cref="EarlyUnchangedLooks.Default"/>).
    /// Others are for replays that measure what they would cost (docs/evaluation.md, "An earlier unchanged").</param>
    /// <param name="futility">When an undecided case gets no more pairs; null: the gate's (<see cref="PairedFutility.IsFutile"/>).
    /// Others are for replays of a former rule (eval/same-runner/ab-rules.md).</param>
    public PairedLooks(int budget, bool fixedSize = false, EarlyUnchangedLooks? early = null, FutilityRule? futility = null)
    {
        _early = early ?? EarlyUnchangedLooks.Default;
        _isFutile = futility ?? PairedFutility.IsFutile;
        if (budget < GateDefaults.MinSameRunnerPairs)
        {
            throw new ArgumentOutOfRangeException(nameof(budget), budget, $"at least {GateDefaults.MinSameRunnerPairs} pairs");
        }

        var batches = Enumerable.Range(0, budget).Select(i => GateDefaults.SameRunnerFirstPairs + (i * GateDefaults.SameRunnerPairBatch));
        _sizes = fixedSize ? [budget] : [.. _early.Sizes, .. batches.TakeWhile(size => size < budget), budget];
    }

    public int Budget => _sizes[^1];

    /// <summary>The pair counts at which the cases are judged, ascending; the last is <see cref="Budget"/>.</summary>
    public IReadOnlyList<int> Sizes => _sizes;

    /// <summary>The level of the regression (and improvement) test at a look with this many pairs. A single look
    /// spends the whole level the sequential looks share.</summary>
    public double LevelAt(int pairs) =>
        pairs < GateDefaults.SameRunnerFirstPairs ? 0
        : RegressionLooks == 1 ? GateDefaults.SameRunnerFirstLookLevel + GateDefaults.SameRunnerLaterLooksLevel
        : pairs <= GateDefaults.SameRunnerFirstPairs ? GateDefaults.SameRunnerFirstLookLevel
        : GateDefaults.SameRunnerLaterLooksLevel / (RegressionLooks - 1);

    // The looks that may flag: every one but the early looks, which can only say "unchanged".
    private int RegressionLooks => _sizes.Count(size => size >= GateDefaults.SameRunnerFirstPairs);

    /// <summary>The sum of every look's level: the most a change exactly at the threshold is flagged.</summary>
    public double TotalLevel => _sizes.Sum(LevelAt);

    public string Plan => _sizes.Length == 1
        ? string.Create(CultureInfo.InvariantCulture, $"{Budget} for every method")
        : string.Create(CultureInfo.InvariantCulture,
            $"{_sizes[0]} for every method, {string.Join(" and then ", _sizes.Skip(1).TakeWhile(size => size <= GateDefaults.SameRunnerFirstPairs))} for any not yet unchanged, then more only for undecided ones that more pairs could decide, up to {Budget}");

    public bool IsLook(int pairs) => Array.IndexOf(_sizes, pairs) >= 0;

    /// <summary>How sure "unchanged" must be at every look: the two one-sided tests' level (no spending: stopping on
    /// "unchanged" flags nothing, so it cannot raise false alarms).</summary>
    public double EquivalenceLevel => GateDefaults.SameRunnerEquivalenceLevel;

    /// <summary>What a case's pairs say at the look reached after <paramref name="rounds"/> rounds, at that look's level.
    /// The rounds, not the pairs, name the look: a launch in which the case failed drops its pair, not the look. Before
    /// the first look that can flag, only the early looks' test speaks.</summary>
    /// <param name="logRatios">ln(head / base) of each pair's fastest iterations.</param>
    /// <param name="margin">ln(1 + threshold).</param>
    public PairedDecision Decide(IReadOnlyList<double> logRatios, double margin, int rounds) =>
        rounds < GateDefaults.SameRunnerFirstPairs
            ? _early.IsUnchanged(logRatios, margin, EquivalenceLevel) ? PairedDecision.Unchanged : PairedDecision.Undecided
            : SequentialPairedTest.Decide(logRatios, margin, LevelAt(rounds), EquivalenceLevel);

    /// <summary>What the pairs could see at the look reached after <paramref name="rounds"/> rounds
    /// (<see cref="PairedSensitivity"/>). The early looks flag nothing, so a case they call unchanged is said to see what the
    /// first look that can flag would have seen with pairs this spread.</summary>
    public double CouldSee(IReadOnlyList<double> logRatios, double margin, int rounds) =>
        rounds >= _early.First && rounds < GateDefaults.SameRunnerFirstPairs
            ? PairedSensitivity.SmallestDetectableSlowdown(logRatios, margin, LevelAt(GateDefaults.SameRunnerFirstPairs), asPairs: GateDefaults.SameRunnerFirstPairs)
            : PairedSensitivity.SmallestDetectableSlowdown(logRatios, margin, LevelAt(rounds));

    /// <summary>Whether a case gets more pairs after this look: at an early look, unless already unchanged; later, while
    /// undecided, within the budget and decidable by more pairs (<see cref="PairedFutility"/>).</summary>
    public bool NeedsMore(IReadOnlyList<double> logRatios, double margin, int rounds) =>
        rounds < GateDefaults.SameRunnerFirstPairs ? Decide(logRatios, margin, rounds) != PairedDecision.Unchanged
        : rounds < Budget
            && Decide(logRatios, margin, rounds) == PairedDecision.Undecided
            && !_isFutile(logRatios, margin, this);

    public override string ToString() =>
        string.Create(CultureInfo.InvariantCulture, $"looks at {string.Join(", ", _sizes)} pairs, α {TotalLevel:0.####} over all looks");
}
