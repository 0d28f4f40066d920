namespace PerfGate.History.Drift;

/// <summary>A drift since the anchor beyond the time threshold with confidence, and the merges that made most of it.</summary>
/// <param name="Drift">At the head, as a ratio (1.26 = 26 % slower).</param>
/// <param name="Contributors">The merges that slowed it most, largest first, as many as make up the drift.</param>
public sealed record DriftFlag(double Drift, double Lower, double Upper, IReadOnlyList<DriftContributor> Contributors)
{
    /// <summary>The time threshold this benchmark's drift was judged against (its override's, else the global one).</summary>
    public double Threshold { get; init; } = 0.05;
}
