using PerfGate.Reports;

namespace PerfGate.Selection;

/// <summary>What the selection decided for one benchmark method: whether it runs its pairs, and why.</summary>
/// <param name="Method"><c>Namespace.Type.Method</c>.</param>
/// <param name="Cases">The method's benchmark cases as the gate names them, for a method that does not run: each is
/// reported unchanged. Empty when the method runs.</param>
internal sealed record MethodSelection(string Method, ReportSelection Decision, IReadOnlyList<string> Cases)
{
    public bool Runs => Decision.Ran;
}
