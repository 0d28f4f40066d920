namespace PerfGate.Running;

/// <summary>How one <c>perfgate run</c> went.</summary>
/// <param name="Outcome">The verdict on the run itself (not on the benchmarks' figures).</param>
/// <param name="ProcessExitCode">The benchmark process's exit code, or null when it never ran to an end.</param>
/// <param name="ReportFiles">The full JSON reports the run left (<c>*-report-full-compressed.json</c>), in ordinal order.</param>
/// <param name="BenchmarksStarted">Benchmark cases BenchmarkDotNet started.</param>
/// <param name="Elapsed">Wall time of the benchmark process, build of the generated project included.</param>
/// <param name="Message">One sentence for the user when the run did not succeed.</param>
public sealed record BenchmarkRunResult(
    BenchmarkRunOutcome Outcome,
    int? ProcessExitCode,
    IReadOnlyList<string> ReportFiles,
    int BenchmarksStarted,
    TimeSpan Elapsed,
    string? Message)
{
    public bool Succeeded => Outcome == BenchmarkRunOutcome.Succeeded;
}
