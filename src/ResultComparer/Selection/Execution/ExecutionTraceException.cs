namespace PerfGate.Selection.Execution;

/// <summary>A trace that cannot say what ran (no method events, events lost, a launch that failed): never read as "ran
/// nothing", which would let a benchmark be skipped.</summary>
internal class ExecutionTraceException(string message) : Exception(message);
