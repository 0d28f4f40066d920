namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>One benchmark method's decision in one gated pair, as the gate's report would state it.</summary>
/// <param name="Method"><c>Namespace.Type.Method</c>.</param>
internal sealed record MethodDecision(string Method, string Reason)
{
    /// <summary><c>Type.Method</c>: the suite's namespace is the same for every method of a table.</summary>
    public string ShortName => Method.Split('.') is { Length: >= 2 } parts ? $"{parts[^2]}.{parts[^1]}" : Method;
}
