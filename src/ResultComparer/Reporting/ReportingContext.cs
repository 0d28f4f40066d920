using PerfGate.Options;
using PerfGate.Reporting.GitHub;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>What reporters that publish somewhere other than a file need besides the report: the CI service they run in and
/// how the pull-request comment is written. Outside GitHub Actions it is <see cref="None"/>.</summary>
internal sealed record ReportingContext(GitHubActionsEnvironment GitHub, CommentSettings Comment)
{
    public static ReportingContext None { get; } = new(GitHubActionsEnvironment.None, CommentSettings.Default);

    /// <summary>Annotate the findings with GitHub workflow commands (in Actions, when not started by MSBuild,
    /// whose own error lines GitHub's problem matcher already annotates).</summary>
    public bool AnnotateFindings { get; init; }

    /// <summary>How GitHub calls are retried; tests shorten the waits.</summary>
    public GitHubRetryPolicy Retry { get; init; } = GitHubRetryPolicy.Default;

    /// <summary>The reports a run in GitHub Actions adds to those asked for: the job summary and the pull-request
    /// comment (which decides for itself whether there is anything to post), and the annotations when asked.</summary>
    public IReadOnlyList<ReportTarget> WithCiTargets(IReadOnlyList<ReportTarget> targets)
    {
        if (!GitHub.IsActions)
        {
            return targets;
        }

        (string Kind, bool Wanted)[] ci =
            [(ReportKinds.GitHubSummary, true), (ReportKinds.GitHubComment, Comment.Mode != CommentMode.Never), (ReportKinds.GitHubAnnotations, AnnotateFindings)];
        return [.. targets, .. ci.Where(c => c.Wanted && !targets.Any(t => string.Equals(t.Kind, c.Kind, StringComparison.Ordinal))).Select(c => new ReportTarget(c.Kind, null))];
    }
}
