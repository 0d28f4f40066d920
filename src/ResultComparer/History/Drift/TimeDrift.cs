namespace PerfGate.History.Drift;

/// <summary>A benchmark's time since the anchor: the drift its merges' steps add up to at the head, with its band, judged
/// against its time threshold by the whole band, as the gate judges one step.</summary>
/// <param name="Drift">At the head, as a ratio (1.26 = 26 % slower).</param>
/// <param name="Lower">The band at the analysis's confidence; it widens with every merge in it.</param>
/// <param name="Threshold">What the drift is judged against: the benchmark's override's, else the global one (0.05 = 5 %).</param>
/// <param name="Contributors">When it drifted: the merges that slowed it most, largest first, as many as make up the drift.</param>
internal sealed record TimeDrift(double Drift, double Lower, double Upper, double Threshold, IReadOnlyList<DriftContributor> Contributors)
{
    /// <summary>The whole band lies beyond 1 + the threshold: flagged.</summary>
    public bool Drifted => Lower > 1 + Threshold;

    /// <summary>The whole band lies at or below 1 + the threshold. Neither this nor <see cref="Drifted"/>: the history cannot tell.</summary>
    public bool NoDrift => Upper <= 1 + Threshold;
}
