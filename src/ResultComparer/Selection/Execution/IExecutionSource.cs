namespace PerfGate.Selection.Execution;

/// <summary>What one side's build executes, benchmark method by benchmark method: the gate launches each method traced
/// (<see cref="LaunchedExecution"/>); an evaluation over a history answers from the traces it kept of that build, since a
/// build's trace does not depend on what it is compared with.</summary>
internal interface IExecutionSource
{
    /// <param name="method"><c>Namespace.Type.Method</c>, all its cases.</param>
    /// <returns>Null when this side's build has no such benchmark.</returns>
    /// <exception cref="ExecutionTraceException">What the method executes cannot be told.</exception>
    Task<ExecutedCode?> ExecutedByAsync(string method, CancellationToken cancellationToken);
}
