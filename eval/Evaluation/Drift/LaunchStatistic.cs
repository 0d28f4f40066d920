namespace PerfGate.Evaluation.Drift;

/// <summary>What one launch of a pair counts as its time in a replay (eval/same-runner/ab-rules.md).</summary>
internal enum LaunchStatistic
{
    /// <summary>Its fastest measured iteration: the gate's since 2026-11-28 (<c>PairedTimeComparer.LogRatios</c>).</summary>
    Fastest,

    /// <summary>The median of its measured iterations: the gate's until 2026-11-28 (commit <c>a7f8f93</c>).</summary>
    Median,
}
