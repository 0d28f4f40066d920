namespace PerfGate.Reports;

/// <summary>How a pull request edited one benchmark's entry of the baseline, against the base branch's version.</summary>
public enum BaselineChangeKind
{
    /// <summary>In both versions, with different samples or bytes per operation: a re-recording.</summary>
    Changed,
    Added,
    Removed,
}
