namespace PerfGate.Verdicts;

/// <summary>The outcome for one benchmark, across its metrics and its presence on both sides.</summary>
public enum BenchmarkStatus
{
    Unchanged,
    Improved,
    Regressed,
    Inconclusive,

    /// <summary>In the run, not in the baseline: not gated until the baseline is updated.</summary>
    New,

    /// <summary>In the baseline, not in the run: renamed, removed or filtered out.</summary>
    Missing,

    /// <summary>The benchmark threw or produced no measurement. No data is never a pass.</summary>
    Failed,
}
