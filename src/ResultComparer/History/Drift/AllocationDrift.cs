using PerfGate.Thresholds;

namespace PerfGate.History.Drift;

/// <summary>
/// A benchmark's bytes per operation since the anchor, net of every merge's step, beyond the allocation threshold: a creep
/// of steps each within it, or a step that no later merge took back. Judged as the time drift is, by the net change, so a
/// reverted step leaves nothing to flag.
/// </summary>
/// <param name="FromBytes">At the anchor: the first merge's parent, as that merge measured it.</param>
/// <param name="ToBytes">At the head: <paramref name="FromBytes"/> plus every merge's step, each measured beside its parent
/// on one runner. Allocations are exact, so the steps add up without a band.</param>
/// <param name="Merges">The merges whose steps it sums.</param>
/// <param name="Contributors">The merges that grew it most, largest first, as many as make up the net growth.</param>
/// <param name="Threshold">What the net was judged against: the benchmark's override's, else the global one.</param>
internal sealed record AllocationDrift(long FromBytes, long ToBytes, int Merges, IReadOnlyList<AllocationStep> Contributors, AllocationThreshold Threshold);
