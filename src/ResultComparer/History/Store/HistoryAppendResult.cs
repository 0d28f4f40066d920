namespace PerfGate.History.Store;

/// <summary>A record is on the history branch.</summary>
/// <param name="HistoryCommit">The history branch's commit that added (or replaced) the record.</param>
/// <param name="Attempts">1 unless another recording moved the branch first and this one started again from its tip.</param>
internal sealed record HistoryAppendResult(string HistoryCommit, int Attempts);
