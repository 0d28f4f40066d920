using PerfGate.Reports;
using PerfGate.Running;

namespace PerfGate.Selection;

/// <summary>What the selection decided for one benchmark method: whether it runs its pairs, and why; or that it hung in the
/// head's traced launch, which fails it without pairs (<see cref="Hung"/>).</summary>
/// <param name="Method"><c>Namespace.Type.Method</c>.</param>
/// <param name="Cases">The method's benchmark cases as the gate names them, for a method that does not run: each is
/// reported unchanged. Empty when the method runs.</param>
internal sealed record MethodSelection(string Method, ReportSelection Decision, IReadOnlyList<string> Cases)
{
    public bool Runs => Decision.Ran;

    /// <summary>The head's traced launch of the method hung: its pairs' launches would hang at the same limit, so it is
    /// judged failed as a hang of its head launch and not launched again.</summary>
    public HungMethod? Hung { get; init; }
}
