using System.Net;
using Octokit;
using Octokit.Internal;
using PerfGate.Options;
using PerfGate.Reports;

namespace PerfGate.Reporting.GitHub;

/// <summary>The sticky pull-request comment: one per gated project, created when <see cref="CommentSettings.Mode"/> asks
/// for it and updated in place on every later run. Only on <c>pull_request</c>/<c>pull_request_target</c> events (or an
/// explicit <c>--pr</c>) with a token; anywhere else it does nothing, quietly. A failure is a PG0207 warning.</summary>
internal sealed class GitHubCommentReporter : GateReporterBase
{
    /// <summary>GitHub's largest page: fewest requests on a long pull request.</summary>
    private const int PageSize = 100;

    private static readonly TimeSpan RequestTimeout = TimeSpan.FromSeconds(30);

    /// <summary>The body as it would be posted, without a link to the run.</summary>
    public override void Write(GateReport report, TextWriter writer) =>
        writer.Write(StickyCommentBody.Render(report, StickyCommentMarker.For(report.BaselinePath), runUrl: null));

    public override void Publish(GateReport report, ReportTarget target, ReportingContext context, TextWriter output)
    {
        var github = context.GitHub;
        var settings = context.Comment;
        var pullRequest = settings.PullRequest ?? (github.IsPullRequestEvent ? github.PullRequestNumber : null);
        if (settings.Mode == CommentMode.Never || pullRequest is not { } number)
        {
            return;
        }

        var wanted = settings.Mode == CommentMode.Always || !report.Passed;
        if (github.Repository is not { } repository)
        {
            throw Failure("GITHUB_REPOSITORY is not set (owner/name), so there is no pull request to comment on.");
        }

        if (!github.HasToken)
        {
            if (wanted)
            {
                throw Failure("GITHUB_TOKEN is not set: give the step 'env: GITHUB_TOKEN: ${{ github.token }}' and 'permissions: pull-requests: write'.");
            }

            return;
        }

        try
        {
            PublishAsync(report, github, repository, number, wanted, context.Retry, output).GetAwaiter().GetResult();
        }
        catch (Exception e) when (e is ApiException or HttpRequestException or TaskCanceledException)
        {
            throw Failure(Describe(e, number), e);
        }
    }

    /// <summary>Our comment is found by marker AND author: someone else's comment is never edited, even with our marker in
    /// it. No call needs <c>/user</c>, which a <c>GITHUB_TOKEN</c> cannot read.</summary>
    private static async Task PublishAsync(
        GateReport report, GitHubActionsEnvironment github, GitHubRepository repository, int number, bool wanted, GitHubRetryPolicy retry, TextWriter output)
    {
        var marker = StickyCommentMarker.For(report.BaselinePath);
        var comments = Client(github).Issue.Comment;
        // Every page: on a busy pull request our comment is rarely on the first one.
        var all = await retry.ExecuteAsync(() => comments.GetAllForIssue(repository.Owner, repository.Name, number, new ApiOptions { PageSize = PageSize }))
            .ConfigureAwait(false);
        var existing = all.FirstOrDefault(c => string.Equals(c.User?.Login, github.CommentAuthor, StringComparison.OrdinalIgnoreCase) && marker.IsIn(c.Body));
        if (existing is null && !wanted)
        {
            // auto: a passing pull request with nothing to correct gets no comment.
            return;
        }

        var body = StickyCommentBody.Render(report, marker, github.RunUrl);
        if (existing is null)
        {
            var created = await retry.ExecuteAsync(() => comments.Create(repository.Owner, repository.Name, number, body)).ConfigureAwait(false);
            output.WriteLine($"PerfGate: pull-request comment created: {created.HtmlUrl}");
        }
        else if (!string.Equals(existing.Body, body, StringComparison.Ordinal))
        {
            var updated = await retry.ExecuteAsync(() => comments.Update(repository.Owner, repository.Name, existing.Id, body)).ConfigureAwait(false);
            output.WriteLine($"PerfGate: pull-request comment updated: {updated.HtmlUrl}");
        }
    }

    private static string Describe(Exception e, int number)
    {
        var prefix = $"the comment on pull request #{number} could not be written";
        return e switch
        {
            ApiException { StatusCode: HttpStatusCode.Forbidden or HttpStatusCode.NotFound } api =>
                $"{prefix}: GitHub answered {(int)api.StatusCode} ({api.Message}). The token may not write to pull requests: " +
                "give the job 'permissions: pull-requests: write'; a pull request from a fork gets a read-only token, so comment " +
                "from a 'workflow_run' workflow with 'perfgate comment' (docs/github.md). The job summary has the report.",
            ApiException api => $"{prefix}: GitHub answered {(int)api.StatusCode} ({api.Message}) after the retries allowed.",
            TaskCanceledException => $"{prefix}: GitHub did not answer in time, after the retries allowed.",
            _ => $"{prefix}: {e.Message}",
        };
    }

    /// <summary>An Octokit client on the exact <c>GITHUB_API_URL</c>: <c>new GitHubClient(header, uri)</c> would rewrite a
    /// GitHub Enterprise Server host to <c>/api/v3/</c>, so the client is built on a <see cref="Connection"/>.</summary>
    private static GitHubClient Client(GitHubActionsEnvironment environment)
    {
        var token = environment.Token ?? throw new InvalidOperationException("GITHUB_TOKEN is not set.");
        var connection = new Connection(
            new ProductHeaderValue("PerfGate", typeof(GitHubCommentReporter).Assembly.GetName().Version?.ToString() ?? "1.0"),
            WithTrailingSlash(environment.ApiUrl),
            new InMemoryCredentialStore(new Credentials(token)));
        connection.SetRequestTimeout(RequestTimeout);
        return new GitHubClient(connection);
    }

    // Octokit resolves "repos/…" against the base address: without the slash, https://host/api/v3 would lose "v3".
    private static Uri WithTrailingSlash(Uri uri) =>
        uri.AbsoluteUri.EndsWith('/') ? uri : new Uri(uri.AbsoluteUri + "/");

    private static ReportPublishingException Failure(string message, Exception? inner = null) =>
        new(DiagnosticCodes.PullRequestCommentFailed, message, inner);
}
