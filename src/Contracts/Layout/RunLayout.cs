namespace PerfGate.Layout;

/// <summary>Where a gate or a baseline recording keeps its files under the artifacts folder (<c>--artifacts</c>);
/// the only place these names are spelled.</summary>
/// <remarks>
/// <code>
/// &lt;artifacts&gt;/                      the first run: results/ (BenchmarkDotNet's JSON), perfgate-run.log
///   perfgate-run-hung-1.log …      the logs of runs killed on a hung case, before the others ran again without it
///   run-2/ … run-5/                a baseline recording's further runs, each laid out like the first
///   confirm-1/ … confirm-5/        confirm re-runs of flagged time regressions
///   allocation-profiles/01-head/ … profiled runs explaining allocation regressions, traces beside their results
///   time-profiles/01-head/ 01-base/ … CPU-sampled runs explaining time regressions; 01-case1/ … each case's
///                                  head and base speedscope files and its differential flame graph
///   same-runner/                   the same-runner mode: base/ (the base revision's worktree), base-build.log,
///                                  harness/base/ and harness/head/ (each side's compiled harness), and one folder per
///                                  launch, r01-base-&lt;method&gt;/ r01-head-&lt;method&gt;/ … (round, side, method)
///   perfgate-report.json           the gate's report (docs/report-json.md), read by the MSBuild task
///   perfgate-report.md             the same, for people
/// </code>
/// </remarks>
public sealed class RunLayout(string artifactsPath)
{
    public const string ResultsFolderName = "results";

    public string ArtifactsPath { get; } = Path.GetFullPath(artifactsPath);

    public string RunFolder(int run) =>
        run switch
        {
            < 1 => throw new ArgumentOutOfRangeException(nameof(run), run, "Runs are numbered from 1."),
            1 => ArtifactsPath,
            _ => Path.Combine(ArtifactsPath, $"run-{run}"),
        };

    public string ConfirmFolder(int attempt) =>
        attempt < 1
            ? throw new ArgumentOutOfRangeException(nameof(attempt), attempt, "Re-runs are numbered from 1.")
            : Path.Combine(ArtifactsPath, $"confirm-{attempt}");

    /// <summary>The results of the first run: what a gate compares, and what reusing the last run reads.</summary>
    public string ResultsPath => ResultsFolder(ArtifactsPath);

    public string ReportJsonPath => Path.Combine(ArtifactsPath, "perfgate-report.json");

    public string AllocationProfilesPath => Path.Combine(ArtifactsPath, "allocation-profiles");

    public string TimeProfilesPath => Path.Combine(ArtifactsPath, "time-profiles");

    public static string SameRunnerFolder(string artifactsPath) => Path.Combine(artifactsPath, "same-runner");

    public static string BaseWorktreeFolder(string sameRunnerFolder) => Path.Combine(sameRunnerFolder, "base");

    public static string BaseBuildLogPath(string sameRunnerFolder) => Path.Combine(sameRunnerFolder, "base-build.log");

    public static string HarnessFolder(string sameRunnerFolder) => Path.Combine(sameRunnerFolder, "harness");

    /// <summary>The selection's traced launches, one folder per benchmark method and side.</summary>
    public static string SelectionFolder(string sameRunnerFolder) => Path.Combine(sameRunnerFolder, "selection");

    /// <summary>Every launch folder of a round starts so: <c>r03-</c>.</summary>
    public static string RoundPrefix(int round) => $"r{round:00}-";

    /// <summary>A launch folder is this and its method's folder name: <c>r03-head-</c>.</summary>
    public static string LaunchPrefix(int round, bool isBase) => $"{RoundPrefix(round)}{(isBase ? "base" : "head")}-";

    public string ReportMarkdownPath => Path.Combine(ArtifactsPath, "perfgate-report.md");

    public static string ResultsFolder(string runFolder) => Path.Combine(runFolder, ResultsFolderName);

    public static string LogPath(string runFolder) => Path.Combine(runFolder, "perfgate-run.log");

    /// <summary>The log of the <paramref name="hang"/>th run of a folder killed on a hung case (1-based), kept aside
    /// before the others run again into <see cref="LogPath"/>.</summary>
    public static string HungLogPath(string runFolder, int hang) =>
        hang < 1
            ? throw new ArgumentOutOfRangeException(nameof(hang), hang, "Hangs are numbered from 1.")
            : Path.Combine(runFolder, $"perfgate-run-hung-{hang}.log");
}
