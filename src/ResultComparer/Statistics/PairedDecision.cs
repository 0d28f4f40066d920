namespace PerfGate.Statistics;

/// <summary>What the pairs measured so far say about one benchmark case (<see cref="SequentialPairedTest"/>).</summary>
public enum PairedDecision
{
    /// <summary>Slower than base × (1 + threshold), with the look's certainty: fails the gate.</summary>
    Regressed,

    /// <summary>Faster than base / (1 + threshold), with the look's certainty.</summary>
    Improved,

    /// <summary>Its change lies inside ± the threshold, with the equivalence test's certainty: no more pairs needed.</summary>
    Unchanged,

    /// <summary>None of the above yet: more pairs, unless the budget is spent.</summary>
    Undecided,
}
