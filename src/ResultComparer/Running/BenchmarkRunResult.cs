namespace PerfGate.Running;

/// <summary>How one <c>perfgate run</c> went.</summary>
/// <param name="ProcessExitCode">Null when the benchmark process never ran to an end.</param>
/// <param name="ReportFiles">The full JSON reports the run left, in ordinal order.</param>
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
