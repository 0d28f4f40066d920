using System.Globalization;
using PerfGate.Options;

namespace PerfGate.Statistics;

/// <summary>
/// When the same-runner mode looks at a benchmark method's pairs, and how sure each look must be. Every method gets
/// <see cref="GateDefaults.SameRunnerFirstPairs"/> pairs; after that and after every
/// <see cref="GateDefaults.SameRunnerPairBatch"/> more, each case is judged (<see cref="SequentialPairedTest"/>), and
/// only a method with an undecided case that more pairs could still decide (<see cref="PairedFutility"/>) gets more
/// pairs, up to the budget (<c>--pairs</c>). What is decided early, or cannot be decided at all, stops costing.
/// </summary>
/// <remarks>
/// Looking several times gives chance several tries, so the regression level is spent over the looks (Bonferroni):
/// <see cref="GateDefaults.SameRunnerFirstLookLevel"/> at the first, <see cref="GateDefaults.SameRunnerLaterLooksLevel"/>
/// shared by the others. A true change exactly at the threshold is then flagged with probability at most their sum,
/// whatever the noise (the signed-rank test needs only pair ratios symmetric about their centre), and unchanged code,
/// far below the threshold, far less often (docs/evaluation.md: the A/A replays and the simulation in the tests).
/// </remarks>
public sealed class PairedLooks
{
    private readonly int[] _sizes;

    /// <param name="budget">The most pairs a method gets.</param>
    /// <param name="fixedSize">Every method gets the whole budget and one look at its end (<c>--fixed-pairs</c>): a gate whose
    /// cost does not depend on the verdicts, and recordings that keep every pair for replays.</param>
    public PairedLooks(int budget, bool fixedSize = false)
    {
        if (budget < GateDefaults.MinSameRunnerPairs)
        {
            throw new ArgumentOutOfRangeException(nameof(budget), budget, $"at least {GateDefaults.MinSameRunnerPairs} pairs");
        }

        var sizes = new List<int>();
        for (var size = GateDefaults.SameRunnerFirstPairs; size < budget && !fixedSize; size += GateDefaults.SameRunnerPairBatch)
        {
            sizes.Add(size);
        }

        sizes.Add(budget);
        _sizes = [.. sizes];
        Budget = budget;
    }

    /// <summary>The most pairs a method gets.</summary>
    public int Budget { get; }

    /// <summary>The pair counts at which the cases are judged, ascending; the last is <see cref="Budget"/>.</summary>
    public IReadOnlyList<int> Sizes => _sizes;

    /// <summary>The level of the regression (and improvement) test at a look with this many pairs. A single look (a
    /// fixed size, or a budget of 8) spends the whole level the sequential looks share.</summary>
    public double LevelAt(int pairs) =>
        _sizes.Length == 1 ? GateDefaults.SameRunnerFirstLookLevel + GateDefaults.SameRunnerLaterLooksLevel
        : pairs <= _sizes[0] ? GateDefaults.SameRunnerFirstLookLevel
        : GateDefaults.SameRunnerLaterLooksLevel / (_sizes.Length - 1);

    /// <summary>The sum of every look's level: the most a change exactly at the threshold is flagged.</summary>
    public double TotalLevel => Enumerable.Range(0, _sizes.Length).Sum(i => LevelAt(_sizes[i]));

    /// <summary>"8 for every method, then more only for undecided ones that more pairs could decide, up to 16", or "16 for every method" with one look.</summary>
    public string Plan => _sizes.Length == 1
        ? string.Create(CultureInfo.InvariantCulture, $"{Budget} for every method")
        : string.Create(CultureInfo.InvariantCulture, $"{_sizes[0]} for every method, then more only for undecided ones that more pairs could decide, up to {Budget}");

    public bool IsLook(int pairs) => Array.IndexOf(_sizes, pairs) >= 0;

    public bool IsFinal(int pairs) => pairs >= Budget;

    public override string ToString() =>
        string.Create(CultureInfo.InvariantCulture, $"looks at {string.Join(", ", _sizes)} pairs, α {TotalLevel:0.####} over all looks");
}
