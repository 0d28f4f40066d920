using PerfGate.Reporting.GitHub;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting.GitHub;

public sealed class GitHubActionsEnvironmentTests
{
    [Fact]
    public void Reads_the_documented_variables_and_the_pull_request_number_from_the_event()
    {
        using var temp = new TempDirectory();
        var environment = GitHubActionsEnvironment.From(FakeActions.Variables(temp, null));

        Assert.True(environment.IsActions);
        Assert.True(environment.IsPullRequestEvent);
        Assert.Equal(7, environment.PullRequestNumber);
        Assert.Equal(new GitHubRepository("octo", "bench"), environment.Repository);
        Assert.Equal("http://127.0.0.1:9/api/v3", environment.ApiUrl.AbsoluteUri.TrimEnd('/'));
        Assert.Equal("https://github.example/octo/bench/actions/runs/4242", environment.RunUrl);
        Assert.Equal(temp.File("step-summary.md"), environment.StepSummaryPath);
        Assert.Equal("github-actions[bot]", environment.CommentAuthor);
        Assert.Equal("benchmarks/A/perfgate-baseline.json", environment.RelativeToWorkspace(Path.Combine(temp.Path, "benchmarks", "A", "perfgate-baseline.json")));
    }

    [Fact]
    public void Outside_Actions_nothing_is_set()
    {
        var environment = GitHubActionsEnvironment.None;

        Assert.False(environment.IsActions);
        Assert.Null(environment.PullRequestNumber);
        Assert.Null(environment.RunUrl);
        Assert.Equal("https://api.github.com/", environment.ApiUrl.AbsoluteUri);
        Assert.Equal("/x/baseline.json", environment.RelativeToWorkspace("/x/baseline.json"));
    }

    [Fact]
    public void A_push_or_a_broken_event_file_has_no_pull_request()
    {
        using var temp = new TempDirectory();
        var variables = FakeActions.Variables(temp, null, eventName: "push");
        File.WriteAllText(variables["GITHUB_EVENT_PATH"]!, "{ not json");

        var environment = GitHubActionsEnvironment.From(variables);

        Assert.False(environment.IsPullRequestEvent);
        Assert.Null(environment.PullRequestNumber);
    }

    [Fact]
    public void Under_workflow_run_the_link_is_to_the_run_that_measured()
    {
        using var temp = new TempDirectory();
        var variables = FakeActions.Variables(temp, null, eventName: "workflow_run");
        File.WriteAllText(variables["GITHUB_EVENT_PATH"]!, """{ "workflow_run": { "html_url": "https://github.example/octo/bench/actions/runs/99" } }""");

        Assert.Equal("https://github.example/octo/bench/actions/runs/99", GitHubActionsEnvironment.From(variables).RunUrl);
    }

    [Fact]
    public void The_token_is_scrubbed_and_never_rendered()
    {
        using var temp = new TempDirectory();
        var environment = GitHubActionsEnvironment.From(FakeActions.Variables(temp, null));

        Assert.Equal("token *** refused", environment.Scrub($"token {FakeActions.Token} refused"));
        Assert.DoesNotContain(FakeActions.Token, environment.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void The_comment_author_is_configurable()
    {
        var environment = GitHubActionsEnvironment.From(new Dictionary<string, string?> { ["PERFGATE_COMMENT_AUTHOR"] = "perfgate-app[bot]" });

        Assert.Equal("perfgate-app[bot]", environment.CommentAuthor);
    }
}
