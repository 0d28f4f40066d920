namespace PerfGate.History.Drift;

/// <summary>One merge's share of a flagged drift: its step, merged ÷ parent.</summary>
internal sealed record DriftContributor(string Commit, double Ratio);
