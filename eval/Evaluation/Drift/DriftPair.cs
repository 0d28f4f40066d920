namespace PerfGate.Evaluation.Drift;

/// <summary>One round's base and head launch of a case, run back to back.</summary>
internal sealed record DriftPair(int Round, double[] Base, double[] Head);
