using PerfGate.Statistics;

namespace PerfGate.Evaluation.Drift;

/// <summary>One recording replayed with one set of early looks (<see cref="EarlyUnchangedStudy"/>).</summary>
/// <param name="Budget">The most pairs per method the replayed gates had (<see cref="DriftResults.ReplayBudget"/>).</param>
/// <param name="Counts">Over every case, microsecond and nanosecond alike.</param>
/// <param name="MethodGates">The A/A gates of a benchmark method replayed (a method stops when none of its cases needs more).</param>
/// <param name="MethodPairsUsed">The pairs those gates took in all.</param>
internal sealed record EarlyUnchangedRow(string Recording, int Budget, EarlyUnchangedLooks Looks, EarlyUnchangedCounts Counts, int MethodGates, int MethodPairsUsed)
{
    /// <summary>Mean pairs per method of the A/A gates; NaN without a method.</summary>
    public double MethodPairs => MethodGates == 0 ? double.NaN : (double)MethodPairsUsed / MethodGates;
}
