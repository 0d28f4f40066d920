namespace PerfGate.Evaluation.SelectionHistory;

/// <param name="Module">The module's file name.</param>
/// <param name="Token">The MethodDef token.</param>
internal sealed record KeptMethod(string Module, int Token);
