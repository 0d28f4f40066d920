namespace PerfGate.Statistics;

/// <summary>
/// What the pairs measured so far say about one benchmark case (<see cref="SequentialPairedTest"/>): beyond the
/// threshold either way, inside it, or undecided (more pairs, unless the budget is spent).
/// </summary>
internal enum PairedDecision
{
    Regressed,
    Improved,
    Unchanged,
    Undecided,
}
