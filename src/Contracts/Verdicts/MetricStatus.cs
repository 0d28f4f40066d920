namespace PerfGate.Verdicts;

/// <summary>The outcome for one metric (time or allocation) of one benchmark.</summary>
public enum MetricStatus
{
    Unchanged,
    Improved,
    Regressed,

    /// <summary>The data cannot support a decision either way (too few samples, no allocation data).</summary>
    Inconclusive,
}
