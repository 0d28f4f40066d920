namespace PerfGate.Verdicts;

/// <summary>What the time test compared, baseline against current.</summary>
public enum TimeTestUnit
{
    /// <summary>
    /// The medians of the launches (benchmark processes): each process lays out and JITs the code anew, so launches
    /// are the independent unit of a benchmark's time. Used when both sides have at least 3 launches.
    /// </summary>
    Launches,

    /// <summary>
    /// Every sample (iteration) as if independent: the fallback when a side has fewer than 3 launches or does not
    /// say which launch measured which sample. Iterations of one process agree more closely than processes do, so
    /// this test sees regressions in noise more often.
    /// </summary>
    Iterations,
}
