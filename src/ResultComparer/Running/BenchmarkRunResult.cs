namespace PerfGate.Running;

/// <summary>How one <c>perfgate run</c> went.</summary>
/// <param name="ProcessExitCode">Null when the benchmark process never ran to an end.</param>
/// <param name="ReportFiles">The full JSON reports the run left, in ordinal order.</param>
/// <param name="Elapsed">Wall time of the benchmark process, build of the generated project included.</param>
/// <param name="Message">One sentence for the user when the run did not succeed.</param>
internal sealed record BenchmarkRunResult(
    BenchmarkRunOutcome Outcome,
    int? ProcessExitCode,
    IReadOnlyList<string> ReportFiles,
    int BenchmarksStarted,
    TimeSpan Elapsed,
    string? Message)
{
    /// <summary>The case that hung, when <see cref="Outcome"/> is <see cref="BenchmarkRunOutcome.Hung"/>.</summary>
    public HungCase? Hang { get; init; }

    /// <summary>The longest any case took, from its start to the next one's (or the process's end); null when none started.</summary>
    public TimeSpan? LongestCase { get; init; }

    public bool Succeeded => Outcome == BenchmarkRunOutcome.Succeeded;
}
