namespace PerfGate.History.Drift;

/// <summary>One merge on the chain: the commit, its first parent, its date, and the runner that measured it.</summary>
internal sealed record HistoryMerge(string Commit, string Parent, DateTimeOffset CommitDate, string? Processor, int Pairs);
