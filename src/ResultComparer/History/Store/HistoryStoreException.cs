namespace PerfGate.History.Store;

/// <summary>The history branch could not be read or written: git failed, or other recordings kept winning the race.</summary>
public sealed class HistoryStoreException(string message) : Exception(message);
