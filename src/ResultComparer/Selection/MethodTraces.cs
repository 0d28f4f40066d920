using PerfGate.Selection.Execution;

namespace PerfGate.Selection;

/// <summary>What one benchmark method executed in its traced launch on each side.</summary>
/// <param name="Base">Null when the base build has no such benchmark.</param>
internal sealed record MethodTraces(ExecutedCode? Base, ExecutedCode Head);
