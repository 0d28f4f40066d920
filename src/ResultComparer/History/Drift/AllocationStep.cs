namespace PerfGate.History.Drift;

/// <summary>A merge that changed a benchmark's bytes per operation beyond the allocation threshold, measured against its
/// parent on the same runner: exact, so one merge is enough to name it.</summary>
internal sealed record AllocationStep(string Commit, long FromBytes, long ToBytes);
