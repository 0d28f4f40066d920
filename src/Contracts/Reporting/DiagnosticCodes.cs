namespace PerfGate.Reporting;

/// <summary>
/// Stable codes for everything the gate reports, so users can search for them and build logs can be
/// filtered (docs/report-json.md lists them). PG00xx: the gate could not do its work (bad input, the tool or the
/// benchmarks failed to run); PG01xx fail the gate; PG02xx warn.
/// </summary>
public static class DiagnosticCodes
{
    /// <summary>The tool failed or was given bad input (exit code 2, a missing file, an unreadable report).</summary>
    public const string ToolFailed = "PG0001";

    public const string InvalidProperty = "PG0002";

    /// <summary>PerfGate crashed (exit code 3): a defect of PerfGate, to be reported, never the user's input.</summary>
    public const string InternalError = "PG0004";

    /// <summary>The benchmarks could not be run, or ran without leaving results.</summary>
    public const string BenchmarkRunFailed = "PG0003";

    // Same-runner mode (PerfGateCompareTo): no git or no checkout; the base revision not in the clone (most often a
    // shallow checkout); the base's benchmark project not checked out or built; its benchmarks did not run (a warning
    // when one method hung in the base: no time verdict for it).
    public const string SameRunnerNoGit = "PG0010";
    public const string SameRunnerBaseNotFound = "PG0011";
    public const string SameRunnerBaseBuildFailed = "PG0012";
    public const string SameRunnerBaseRunFailed = "PG0013";

    public const string AllocationRegressed = "PG0101";
    public const string TimeRegressed = "PG0102";

    /// <summary>A benchmark threw or produced no measurement, or its method hung (a case ran past its time limit and its
    /// process was killed): on the head, or in the one run of the committed-baseline mode.</summary>
    public const string BenchmarkFailed = "PG0103";
    public const string NothingToCompare = "PG0104";

    public const string Inconclusive = "PG0201";
    public const string NewBenchmark = "PG0202";
    public const string MissingBenchmark = "PG0203";
    public const string HostMismatch = "PG0204";
    public const string AdvisoryTimeRegression = "PG0205";

    /// <summary>A threshold override matches no benchmark of the run: most often a typo, which would otherwise turn the
    /// intended threshold off without a word.</summary>
    public const string UnmatchedOverride = "PG0206";

    /// <summary>The sticky pull-request comment could not be read, created or updated. The verdict stands.</summary>
    public const string PullRequestCommentFailed = "PG0207";

    /// <summary>The GitHub Actions job summary could not be written. The verdict stands.</summary>
    public const string JobSummaryFailed = "PG0208";

    /// <summary>Nearly every benchmark moved the same way by a lot: the baseline and the run were measured under different
    /// machine conditions, so time is advisory in this run.</summary>
    public const string ConditionShift = "PG0209";

    /// <summary>A recorded baseline is too noisy to gate time for some benchmarks.</summary>
    public const string NoisyBaseline = "PG0210";

    /// <summary>Baseline and run come from different BenchmarkDotNet versions, which measure allocations differently.</summary>
    public const string BenchmarkDotNetVersionChanged = "PG0211";

    /// <summary>A side had fewer than 3 launches, so time was judged by the weaker per-iteration test. Said once per run.</summary>
    public const string TimeNotOnLaunches = "PG0212";

    /// <summary>Time was compared with a committed baseline on a machine not declared stable: a time regression is a
    /// warning, because a shared runner's speed drifts between the recording and the run.</summary>
    public const string TimeNotGated = "PG0220";

    /// <summary>Same-runner mode: a benchmark (or the whole project) does not exist in the base revision.</summary>
    public const string NotInBaseRevision = "PG0221";

    /// <summary>Same-runner mode: what allocations were judged against, once per run (a message).</summary>
    public const string AllocationsJudgedAgainst = "PG0222";

    /// <summary>What time was compared with, as one informational line of the build log.</summary>
    public const string TimeComparison = "PG0223";

    /// <summary>Shown before "error"/"warning" in the build log.</summary>
    public const string Subcategory = "PerfGate";
}
