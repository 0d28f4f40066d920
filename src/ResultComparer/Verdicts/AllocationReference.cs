namespace PerfGate.Verdicts;

/// <summary>What a benchmark's allocations were judged against.</summary>
internal enum AllocationReference
{
    /// <summary>The baseline committed in the repository (recorded out of process, on some machine, some time ago).</summary>
    CommittedBaseline,

    /// <summary>Same-runner mode: the base revision's own launches, measured beside the head's in the same way.</summary>
    BaseRevision,
}
