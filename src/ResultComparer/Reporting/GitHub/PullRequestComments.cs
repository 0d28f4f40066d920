using Octokit;

namespace PerfGate.Reporting.GitHub;

/// <summary>
/// The issue comments of one pull request through Octokit, every call under <see cref="GitHubRetryPolicy"/>.
/// Our comment is found by marker AND author; someone else's comment is never edited, even with our marker in it.
/// Nothing here needs <c>/user</c>, which a <c>GITHUB_TOKEN</c> cannot read.
/// </summary>
public sealed class PullRequestComments(IGitHubClient client, GitHubRepository repository, int pullRequest, GitHubRetryPolicy retry)
{
    /// <summary>GitHub's largest page: fewest requests on a long pull request.</summary>
    public const int PageSize = 100;

    /// <returns>The oldest comment of <paramref name="author"/> that carries <paramref name="marker"/>, or null.</returns>
    public async Task<IssueComment?> FindAsync(StickyCommentMarker marker, string author)
    {
        // Every page: on a busy pull request our comment is rarely on the first one.
        var comments = await retry.ExecuteAsync(() => client.Issue.Comment.GetAllForIssue(
            repository.Owner, repository.Name, pullRequest, new ApiOptions { PageSize = PageSize })).ConfigureAwait(false);
        return comments.FirstOrDefault(c =>
            string.Equals(c.User?.Login, author, StringComparison.OrdinalIgnoreCase) && marker.IsIn(c.Body));
    }

    public Task<IssueComment> CreateAsync(string body) =>
        retry.ExecuteAsync(() => client.Issue.Comment.Create(repository.Owner, repository.Name, pullRequest, body));

    public Task<IssueComment> UpdateAsync(long commentId, string body) =>
        retry.ExecuteAsync(() => client.Issue.Comment.Update(repository.Owner, repository.Name, commentId, body));
}
