namespace PerfGate.Reports;

/// <summary>A benchmark whose time on main drifted beyond the threshold since the anchor, with confidence.</summary>
/// <param name="Drift">Time at main's head ÷ time at the anchor (1.26 = 26 % slower): the product of the merges' steps.</param>
/// <param name="Lower">The drift's band (95 %), which widens with every merge in it.</param>
/// <param name="Merges">The merges that slowed it most, largest first.</param>
public sealed record ReportDrift(string Id, double Drift, double Lower, double Upper, IReadOnlyList<string> Merges);
