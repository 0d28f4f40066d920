namespace PerfGate.Statistics;

/// <summary>
/// Whether more pairs, up to the budget, could no longer decide a case a look left undecided: the gate's is
/// <see cref="PairedFutility.IsFutile"/>. Another is for replays that measure what a former rule would have done
/// (eval/same-runner/ab-rules.md).
/// </summary>
/// <param name="logRatios">ln(head / base) of the pairs so far.</param>
/// <param name="margin">ln(1 + threshold).</param>
internal delegate bool FutilityRule(IReadOnlyList<double> logRatios, double margin, PairedLooks looks);
