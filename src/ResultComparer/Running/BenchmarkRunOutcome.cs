namespace PerfGate.Running;

internal enum BenchmarkRunOutcome
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

    /// <summary>A case ran past its time limit (<see cref="CaseTimeLimit"/>, or BenchmarkDotNet's own in-process one) and
    /// the process was killed with its children: <see cref="BenchmarkRunResult.Hang"/> names it.</summary>
    Hung,
}
