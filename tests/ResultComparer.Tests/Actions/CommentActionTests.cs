using PerfGate.Reports;
using PerfGate.Tests.Reporting.GitHub;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Actions;

/// <summary>
/// actions/comment's shell steps on a workflow_run, against the loopback GitHub: the artifact check (size, number,
/// head commit) and <c>perfgate comment</c> on what it passed. The download and setup steps are GitHub's own actions.
/// </summary>
public sealed class CommentActionTests
{
    private const string HeadSha = "1111111111111111111111111111111111111111";

    [Fact]
    public void A_report_for_the_pull_requests_current_head_is_checked_and_commented()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        server.SetPullRequestHead(FakeActions.PullRequest, HeadSha);
        var artifact = Artifact(temp, $"{FakeActions.PullRequest}\n");

        var check = ActionStep.Run(temp, "comment", "check-artifact.sh", CheckVariables(temp, server, artifact));
        var comment = ActionStep.Run(temp, "comment", "comment.sh", new Dictionary<string, string?>(FakeActions.Variables(temp, server, "workflow_run"))
        {
            ["PATH"] = ActionStep.PathWith(ActionStep.PerfgateOnPath(temp)),
            ["PERFGATE_PR_NUMBER"] = check.Outputs.GetValueOrDefault("pr"),
            ["PERFGATE_REPORT"] = check.Outputs.GetValueOrDefault("report"),
            ["PERFGATE_COMMENT"] = "auto",
        });

        Assert.True(check.ExitCode == 0, check.ToString());
        Assert.Equal($"{FakeActions.PullRequest}", check.Outputs["pr"]);
        Assert.Equal(Path.Combine(artifact, "perfgate-report.json"), check.Outputs["report"]);
        Assert.Equal($"GET /api/v3/repos/octo/bench/pulls/{FakeActions.PullRequest}", server.Requests[0]);
        Assert.Equal($"Bearer {FakeActions.Token}", server.Authorizations[0]);
        Assert.True(comment.ExitCode == 0, comment.ToString());
        var posted = Assert.Single(server.Comments(FakeActions.PullRequest));
        Assert.StartsWith("<!-- perfgate:sticky-comment", posted.Body, StringComparison.Ordinal);
        Assert.DoesNotContain(FakeActions.Token, check.Output + comment.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_for_an_older_head_comments_nothing()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        server.SetPullRequestHead(FakeActions.PullRequest, "2222222222222222222222222222222222222222");
        var artifact = Artifact(temp, $"{FakeActions.PullRequest}");

        var check = ActionStep.Run(temp, "comment", "check-artifact.sh", CheckVariables(temp, server, artifact));

        Assert.True(check.ExitCode == 0, check.ToString());
        Assert.Empty(check.Outputs);
        Assert.Contains($"::warning title=PerfGate::Pull request #{FakeActions.PullRequest} is now at 2222222222222222222222222222222222222222, not {HeadSha}", check.Output, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("7; echo owned", 1, "::error title=PerfGate::The artifact's pull request number is missing or not a number.")]
    [InlineData("0", 1, "::error title=PerfGate::The artifact's pull request number is missing or not a number.")]
    [InlineData(null, 1, "::error title=PerfGate::The artifact's pull request number is missing or not a number.")]
    [InlineData("99", 1, "::error title=PerfGate::Could not read pull request #99")]
    public void An_untrusted_pull_request_number_is_refused(string? number, int exitCode, string message)
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        server.SetPullRequestHead(FakeActions.PullRequest, HeadSha);

        var check = ActionStep.Run(temp, "comment", "check-artifact.sh", CheckVariables(temp, server, Artifact(temp, number)));

        Assert.Equal(exitCode, check.ExitCode);
        Assert.Empty(check.Outputs);
        Assert.Contains(message, check.Output, StringComparison.Ordinal);
        Assert.Empty(server.Comments(FakeActions.PullRequest));
    }

    [Theory]
    [InlineData("over-size-cap", "more than max-report-bytes (1000); refusing it.")]
    [InlineData("symbolic-link", "symbolic link")]
    public void An_artifact_that_could_be_an_attack_is_refused_before_GitHub_is_asked(string spoiled, string message)
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var artifact = Artifact(temp, "7");
        var variables = CheckVariables(temp, server, artifact);
        if (spoiled == "over-size-cap")
        {
            variables["PERFGATE_MAX_REPORT_BYTES"] = "1000";
        }
        else
        {
            var elsewhere = temp.File("elsewhere.json");
            File.Move(Path.Combine(artifact, "perfgate-report.json"), elsewhere);
            File.CreateSymbolicLink(Path.Combine(artifact, "perfgate-report.json"), elsewhere);
        }

        var check = ActionStep.Run(temp, "comment", "check-artifact.sh", variables);

        Assert.Equal(1, check.ExitCode);
        Assert.Contains(message, check.Output, StringComparison.Ordinal);
        Assert.Empty(server.Requests);
    }

    [Fact]
    public void No_report_or_a_run_that_was_no_pull_request_is_nothing_to_comment_on()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var empty = Directory.CreateDirectory(temp.File("empty")).FullName;
        var push = CheckVariables(temp, server, Artifact(temp, "7"));
        push["PERFGATE_RUN_EVENT"] = "push";

        var noReport = ActionStep.Run(temp, "comment", "check-artifact.sh", CheckVariables(temp, server, empty));
        var notPullRequest = ActionStep.Run(temp, "comment", "check-artifact.sh", push);
        var wrongTrigger = ActionStep.Run(temp, "comment", "check-artifact.sh", new Dictionary<string, string?>(CheckVariables(temp, server, empty)) { ["GITHUB_EVENT_NAME"] = "pull_request_target" });

        Assert.True(noReport.ExitCode == 0, noReport.ToString());
        Assert.Contains("::warning title=PerfGate::The gate wrote no report", noReport.Output, StringComparison.Ordinal);
        Assert.True(notPullRequest.ExitCode == 0, notPullRequest.ToString());
        Assert.Empty(noReport.Outputs.Concat(notPullRequest.Outputs));
        Assert.Equal(2, wrongTrigger.ExitCode);
        Assert.Contains("runs on workflow_run", wrongTrigger.Output, StringComparison.Ordinal);
        Assert.Empty(server.Requests);
    }

    private static string Artifact(TempDirectory temp, string? pullRequestNumber)
    {
        var artifact = Directory.CreateDirectory(temp.File("perfgate-pr")).FullName;
        File.WriteAllText(Path.Combine(artifact, "perfgate-report.json"), GateReportFile.Serialize(FakeActions.Failing()));
        if (pullRequestNumber is not null)
        {
            File.WriteAllText(Path.Combine(artifact, "pr-number"), pullRequestNumber);
        }

        return artifact;
    }

    private static Dictionary<string, string?> CheckVariables(TempDirectory temp, FakeGitHubServer server, string artifact) =>
        new(FakeActions.Variables(temp, server, "workflow_run"))
        {
            ["PERFGATE_ARTIFACT"] = artifact,
            ["PERFGATE_MAX_REPORT_BYTES"] = "5242880",
            ["PERFGATE_RUN_EVENT"] = "pull_request",
            ["PERFGATE_HEAD_SHA"] = HeadSha,
        };
}
