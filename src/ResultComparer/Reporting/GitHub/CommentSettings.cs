using PerfGate.Options;

namespace PerfGate.Reporting.GitHub;

/// <summary>How the sticky pull-request comment is written for one gated project.</summary>
/// <param name="PullRequest">The pull request to comment on; null takes it from the event (<c>perfgate comment --pr</c>
/// sets it for the <c>workflow_run</c> split, where the event is not a pull request).</param>
internal sealed record CommentSettings(CommentMode Mode, int? PullRequest = null)
{
    public static CommentSettings Default { get; } = new(CommentMode.Auto);
}
