namespace PerfGate.History.Drift;

/// <summary>What a <see cref="TimeDrift"/>'s band shows against the time threshold.</summary>
public enum DriftState
{
    /// <summary>The whole band lies at or below 1 + the threshold.</summary>
    NoDrift,

    /// <summary>The band reaches past 1 + the threshold but does not lie wholly beyond it: too wide to say either.</summary>
    CannotTell,

    /// <summary>The whole band lies beyond 1 + the threshold: flagged.</summary>
    Drifted,
}
