using System.Diagnostics;
using PerfGate.Options;
using PerfGate.Reporting.GitHub;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting.GitHub;

/// <summary>The sticky comment through the real Octokit client against a real loopback server.</summary>
public sealed class GitHubCommentReporterTests
{
    private const int Pr = FakeActions.PullRequest;

    [Fact]
    public void A_first_failing_run_creates_the_comment_on_the_exact_API_URL()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();

        var (output, error) = FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(FakeActions.Variables(temp, server)));

        Assert.Equal(string.Empty, error);
        var comment = Assert.Single(server.Comments(Pr));
        Assert.StartsWith("<!-- perfgate:sticky-comment benchmarks%2FA%2Fperfgate-baseline.json -->\n## ❌ PerfGate: FAILED", comment.Body, StringComparison.Ordinal);
        Assert.Contains("| Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4) | allocated | 4.0 MB | 12.0 MB | +200% | +1% |", comment.Body, StringComparison.Ordinal);
        Assert.Contains("[Workflow run](https://github.example/octo/bench/actions/runs/4242)", comment.Body, StringComparison.Ordinal);
        Assert.Contains("PerfGate: pull-request comment created: https://github.example/octo/bench/pull/7#issuecomment-", output, StringComparison.Ordinal);
        // GitHub Enterprise Server's /api/v3 prefix is kept, never rewritten, and the token goes in the header only.
        Assert.All(server.Requests, r => Assert.Contains(" /api/v3/repos/octo/bench/issues/", r, StringComparison.Ordinal));
        Assert.All(server.Authorizations, a => Assert.Equal("token " + FakeActions.Token, a, ignoreCase: true));
    }

    [Fact]
    public void A_second_run_updates_the_comment_in_place_and_a_passing_run_updates_it_again()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var context = FakeActions.Context(FakeActions.Variables(temp, server));
        FakeActions.Comment(FakeActions.Failing(), context);
        var first = Assert.Single(server.Comments(Pr));

        var again = FakeActions.Failing() with { Summary = FakeActions.Failing().Summary with { Line = "PerfGate: FAILED: second run" } };
        FakeActions.Comment(again, context);
        var second = Assert.Single(server.Comments(Pr));
        Assert.Equal(first.Id, second.Id);
        Assert.Contains("second run", second.Body, StringComparison.Ordinal);

        var (output, error) = FakeActions.Comment(FakeActions.Passing(), context);
        var third = Assert.Single(server.Comments(Pr));
        Assert.Equal(first.Id, third.Id);
        Assert.StartsWith("<!-- perfgate:sticky-comment benchmarks%2FA%2Fperfgate-baseline.json -->\n## ✅ PerfGate: passed", third.Body, StringComparison.Ordinal);
        Assert.Equal(2, third.Updates);
        Assert.Contains("pull-request comment updated", output, StringComparison.Ordinal);
        Assert.Equal(string.Empty, error);
    }

    [Fact]
    public void Auto_with_a_passing_run_and_no_comment_posts_nothing()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();

        var (output, error) = FakeActions.Comment(FakeActions.Passing(), FakeActions.Context(FakeActions.Variables(temp, server)));

        Assert.Empty(server.Comments(Pr));
        Assert.DoesNotContain(server.Requests, r => r.StartsWith("POST", StringComparison.Ordinal));
        Assert.Equal(string.Empty, output + error);
    }

    [Fact]
    public void True_comments_on_a_passing_run_and_false_never_calls_GitHub()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var variables = FakeActions.Variables(temp, server);

        FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(variables, CommentMode.Never));
        Assert.Empty(server.Requests);

        FakeActions.Comment(FakeActions.Passing(), FakeActions.Context(variables, CommentMode.Always));
        Assert.Single(server.Comments(Pr));
    }

    [Fact]
    public void Every_page_of_comments_is_read_to_find_ours()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var context = FakeActions.Context(FakeActions.Variables(temp, server));
        for (var i = 0; i < 140; i++)
        {
            server.Seed(Pr, "reviewer" + i, "LGTM " + i);
        }

        FakeActions.Comment(FakeActions.Failing(), context);
        for (var i = 0; i < 30; i++)
        {
            server.Seed(Pr, "reviewer", "more " + i);
        }

        FakeActions.Comment(FakeActions.Failing() with { Summary = FakeActions.Failing().Summary with { Line = "PerfGate: FAILED: again" } }, context);

        var ours = Assert.Single(server.Comments(Pr), c => c.Login == FakeGitHubServer.Bot);
        Assert.Equal(1, ours.Updates);
        Assert.Contains(server.Requests, r => r.Contains("per_page=100", StringComparison.Ordinal) && r.Contains("page=2", StringComparison.Ordinal));
    }

    [Fact]
    public void A_humans_comment_with_our_marker_is_never_edited()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var marker = StickyCommentMarker.For("benchmarks/A/perfgate-baseline.json").Text;
        var human = server.Seed(Pr, "mallory", marker + "\nquoted from the bot");

        FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(FakeActions.Variables(temp, server)));

        Assert.Equal(2, server.Comments(Pr).Count);
        var untouched = server.Comments(Pr).Single(c => c.Id == human.Id);
        Assert.Equal(marker + "\nquoted from the bot", untouched.Body);
        Assert.Equal(0, untouched.Updates);
    }

    [Fact]
    public void The_user_endpoint_is_never_needed()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();

        FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(FakeActions.Variables(temp, server)));

        Assert.Single(server.Comments(Pr));
        Assert.DoesNotContain(server.Requests, r => r.Contains("/user", StringComparison.Ordinal));
    }

    [Fact]
    public void One_502_is_retried()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        server.FailNext("GET", 502, "Server Error");

        var (_, error) = FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(FakeActions.Variables(temp, server)));

        Assert.Equal(string.Empty, error);
        Assert.Single(server.Comments(Pr));
        Assert.Equal(2, server.Requests.Count(r => r.StartsWith("GET", StringComparison.Ordinal)));
    }

    [Fact]
    public void A_secondary_rate_limit_is_waited_out_within_the_bound()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        server.FailNext("POST", 403, "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.", ("Retry-After", "1"));
        var clock = Stopwatch.StartNew();

        var (_, error) = FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(FakeActions.Variables(temp, server)));

        Assert.Equal(string.Empty, error);
        Assert.Single(server.Comments(Pr));
        Assert.True(clock.Elapsed >= TimeSpan.FromSeconds(0.9), $"waited {clock.Elapsed}");
    }

    [Fact]
    public void A_rate_limit_beyond_the_bound_is_a_PG0207_warning_at_once()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        server.FailNext("GET", 429, "API rate limit exceeded", ("Retry-After", "600"));
        var clock = Stopwatch.StartNew();

        var (_, error) = FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(FakeActions.Variables(temp, server)));

        Assert.StartsWith("PerfGate: warning: PG0207: the comment on pull request #7 could not be written: GitHub answered 429", error, StringComparison.Ordinal);
        Assert.True(clock.Elapsed < TimeSpan.FromSeconds(10));
        Assert.Empty(server.Comments(Pr));
    }

    [Fact]
    public void A_network_that_is_down_is_a_warning_without_the_token()
    {
        using var temp = new TempDirectory();
        var server = new FakeGitHubServer();
        var variables = FakeActions.Variables(temp, server);
        server.Dispose();

        var (output, error) = FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(variables));

        Assert.StartsWith("PerfGate: warning: PG0207:", error, StringComparison.Ordinal);
        Assert.DoesNotContain(FakeActions.Token, output + error, StringComparison.Ordinal);
    }

    [Fact]
    public void Two_gated_projects_keep_two_comments()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var context = FakeActions.Context(FakeActions.Variables(temp, server));

        for (var run = 0; run < 2; run++)
        {
            FakeActions.Comment(FakeActions.Failing("benchmarks/A/perfgate-baseline.json"), context);
            FakeActions.Comment(FakeActions.Failing("benchmarks/B/perfgate-baseline.json") with { Summary = FakeActions.Failing().Summary with { Line = "B run " + run } }, context);
        }

        var comments = server.Comments(Pr);
        Assert.Equal(2, comments.Count);
        Assert.Contains(comments, c => c.Body.Contains("benchmarks%2FA%2F", StringComparison.Ordinal));
        Assert.Contains(comments, c => c.Body.Contains("benchmarks%2FB%2F", StringComparison.Ordinal) && c.Body.Contains("B run 1", StringComparison.Ordinal));
    }

    [Fact]
    public void Other_events_and_a_missing_token_post_nothing()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();

        var push = FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(FakeActions.Variables(temp, server, eventName: "push")));
        var passingWithoutToken = FakeActions.Comment(FakeActions.Passing(), FakeActions.Context(FakeActions.Variables(temp, server, token: false)));
        var failingWithoutToken = FakeActions.Comment(FakeActions.Failing(), FakeActions.Context(FakeActions.Variables(temp, server, token: false)));

        Assert.Empty(server.Requests);
        Assert.Equal(string.Empty, push.Output + push.Error + passingWithoutToken.Output + passingWithoutToken.Error);
        Assert.StartsWith("PerfGate: warning: PG0207: GITHUB_TOKEN is not set", failingWithoutToken.Error, StringComparison.Ordinal);
    }
}
