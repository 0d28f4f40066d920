namespace PerfGate.Running;

public enum BenchmarkRunOutcome
{
    /// <summary>The benchmark process exited with 0 and left at least one full JSON report.</summary>
    Succeeded,

    /// <summary>The benchmark process exited with a non-zero code or could not be started.</summary>
    ProcessFailed,

    /// <summary>BenchmarkDotNet could not generate or build the project that hosts the benchmarks.</summary>
    HarnessBuildFailed,

    /// <summary>The process exited with 0 without BenchmarkDotNet ever starting: its Main does not call it.</summary>
    NotBenchmarkDotNet,

    NoBenchmarkMatched,

    /// <summary>The process exited with 0 but wrote no full JSON report.</summary>
    NoReports,

    Canceled,
}
