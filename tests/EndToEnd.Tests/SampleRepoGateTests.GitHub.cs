using System.Text.Json.Nodes;
using PerfGate.Tests.Actions;
using PerfGate.Tests.Reporting.GitHub;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// The pull-request flow of the two composite actions, step by step as the runner runs them (<see cref="ActionStep"/>):
/// actions/gate's <c>dotnet build -t:PerfGate</c> (the GITHUB_* variables are the build's environment, which the
/// MSBuild task's tool process inherits) and its kept artifact, then actions/comment's check of that artifact, its
/// install of PerfGate.Tool from a local feed and <c>perfgate comment</c>; GITHUB_API_URL is a loopback GitHub. A part of
/// <see cref="SampleRepoGateTests"/> so that it shares the fixture's baseline run.
/// </summary>
public sealed partial class SampleRepoGateTests
{
    private const int PullRequest = 42;
    // Made at run time: a token-shaped literal would be committed as what secret scanners flag.
    private static readonly string Token = "ghs" + "_" + Guid.NewGuid().ToString("N");
    private const string HeadSha = "3f2a1c9e0b7d3f2a1c9e0b7d3f2a1c9e0b7d3f2a";
    private const string Regressed = "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)";

    [Fact]
    public void The_gate_and_comment_actions_steps_comment_on_a_fork_pull_request_from_its_workflow_run_and_never_print_the_token()
    {
        Assert.True(sample.BaselineRun.ExitCode == 0, sample.BaselineRun.ToString());
        Assert.NotNull(sample.BaselineRunResults);
        var work = Path.Combine(sample.Root, "github-pr");
        // The baseline run's results, reused (nothing is measured) from an artifacts folder of this test's own, so
        // whatever another test ran last does not matter: only a baseline that says one benchmark allocated half as
        // much makes a regression, an allocation one, exact whatever the machine's load.
        var artifacts = Path.Combine(work, "artifacts");
        SampleRepoFixture.CopyDirectory(sample.BaselineRunResults!, Path.Combine(artifacts, "results"));
        var doctored = Path.Combine(work, "perfgate-baseline.json");
        var baseline = JsonNode.Parse(File.ReadAllText(sample.BaselinePath))!;
        var entry = baseline["benchmarks"]!.AsArray().Single(b => b!["id"]!.GetValue<string>() == Regressed)!;
        entry["bytesAllocatedPerOperation"] = entry["bytesAllocatedPerOperation"]!.GetValue<long>() / 2;
        File.WriteAllText(doctored, baseline.ToJsonString());
        var eventPath = Path.Combine(work, "event.json");
        File.WriteAllText(eventPath, $$"""{ "action": "synchronize", "pull_request": { "number": {{PullRequest}} } }""");
        using var github = new FakeGitHubServer(lifetime: TimeSpan.FromMinutes(15));
        github.SetPullRequestHead(PullRequest, HeadSha);
        // The gate action leaves the comment to the comment action (its input comment: false, the default), which
        // runs on workflow_run with a token that can write, also for a fork's pull request.
        using var runner = new TempDirectory();
        var repository = Path.Combine(sample.Root, "sample-repo");
        var pullRequestJob = Runner(github, repository, "pull_request", eventPath);
        var workflowRunJob = Runner(github, repository, "workflow_run", eventPath);

        // actions/gate, as perfgate.yml runs it (working-directory: the repository; the checkout and setup steps are GitHub's).
        var gate = ActionStep.Run(runner, "gate", "gate.sh", new Dictionary<string, string?>(pullRequestJob)
        {
            ["PERFGATE_PROJECT"] = "benchmarks/Sample.Benchmarks",
            ["PERFGATE_TARGET"] = "PerfGate",
            ["PERFGATE_COMPARE_TO"] = "auto",
            ["PERFGATE_TIME_THRESHOLD"] = "1000%",
            ["PERFGATE_ALLOCATION_THRESHOLD"] = "",
            ["PERFGATE_PAIRS"] = "",
            ["PERFGATE_STABLE_MACHINE"] = "",
            ["PERFGATE_ARTIFACTS_PATH"] = artifacts,
            ["PERFGATE_COMMENT"] = "false",
            ["PERFGATE_SHARD"] = "",
            ["PERFGATE_SHARD_RESULTS"] = "",
            ["PERFGATE_BUILD_ARGUMENTS"] = $"-p:PerfGateReuseResults=true\n-p:PerfGateBaselinePath={doctored}\n",
        }, repository);
        var kept = ActionStep.Run(runner, "gate", "keep-report.sh", new Dictionary<string, string?>(pullRequestJob)
        {
            ["PERFGATE_PROJECT"] = "benchmarks/Sample.Benchmarks",
            ["PERFGATE_ARTIFACTS_PATH"] = artifacts,
            ["PERFGATE_PR_NUMBER"] = $"{PullRequest}",
        }, repository);

        Assert.True(gate.ExitCode != 0, gate.ToString());
        Assert.Contains($"error PG0101: {Regressed}: allocated ", gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain("PG0207", gate.Output, StringComparison.Ordinal);
        Assert.Empty(github.Requests);
        var stepSummary = gate.StepSummary;
        Assert.Contains("## ❌ PerfGate: FAILED", stepSummary, StringComparison.Ordinal);
        Assert.Contains($"| {Regressed} | allocated |", stepSummary, StringComparison.Ordinal);
        Assert.True(kept.ExitCode == 0, kept.ToString());
        var artifact = kept.Outputs["directory"];
        Assert.Equal($"{PullRequest}\n", File.ReadAllText(Path.Combine(artifact, "pr-number")));
        Assert.True(File.Exists(Path.Combine(artifact, "perfgate-report.json")), kept.ToString());

        // actions/comment, as perfgate-comment.yml runs it on workflow_run, with the artifact as download-artifact leaves it.
        var check = ActionStep.Run(runner, "comment", "check-artifact.sh", new Dictionary<string, string?>(workflowRunJob)
        {
            ["PERFGATE_ARTIFACT"] = artifact,
            ["PERFGATE_MAX_REPORT_BYTES"] = "5242880",
            ["PERFGATE_RUN_EVENT"] = "pull_request",
            ["PERFGATE_HEAD_SHA"] = HeadSha,
        });
        // The tool package from a real local feed, as `dotnet tool install` gets it from nuget.org.
        var install = ActionStep.Run(runner, "comment", "install-tool.sh", new Dictionary<string, string?>(workflowRunJob)
        {
            ["PERFGATE_VERSION"] = sample.Version,
            ["PERFGATE_TOOL_SOURCE"] = PackedPerfGate.Feed,
        });
        Assert.True(install.ExitCode == 0, install.ToString());
        var post = ActionStep.Run(runner, "comment", "comment.sh", new Dictionary<string, string?>(workflowRunJob)
        {
            ["PATH"] = ActionStep.PathWith(Assert.Single(install.PathLines)),
            ["PERFGATE_PR_NUMBER"] = check.Outputs.GetValueOrDefault("pr"),
            ["PERFGATE_REPORT"] = check.Outputs.GetValueOrDefault("report"),
            ["PERFGATE_COMMENT"] = "auto",
        });

        Assert.True(check.ExitCode == 0, check.ToString());
        Assert.Equal($"{PullRequest}", check.Outputs["pr"]);
        Assert.Contains(sample.Version, install.Output, StringComparison.Ordinal);
        Assert.True(post.ExitCode == 0, post.ToString());
        Assert.Contains("PerfGate: pull-request comment created: ", post.Output, StringComparison.Ordinal);
        var comment = Assert.Single(github.Comments(PullRequest));
        Assert.Contains(Regressed, comment.Body, StringComparison.Ordinal);
        Assert.Contains("[Workflow run](https://github.example/octo/bench/actions/runs/4711)", comment.Body, StringComparison.Ordinal);
        // The sample copy is no git checkout: the base's baseline cannot be read, which the report says and never fails on.
        Assert.Contains("Baseline edits not checked", comment.Body, StringComparison.Ordinal);
        Assert.All(github.Authorizations, a => Assert.True(a.Equals($"token {Token}", StringComparison.OrdinalIgnoreCase) || a == $"Bearer {Token}", a));
        foreach (var text in new[] { gate.Output, kept.Output, check.Output, install.Output, post.Output, stepSummary, comment.Body })
        {
            Assert.DoesNotContain(Token, text, StringComparison.Ordinal);
        }
    }

    /// <summary>The variables GitHub's runner gives a job of <paramref name="eventName"/> in the loopback GitHub's repository.</summary>
    private static Dictionary<string, string?> Runner(FakeGitHubServer github, string workspace, string eventName, string eventPath) => new()
    {
        ["GITHUB_EVENT_NAME"] = eventName,
        ["GITHUB_EVENT_PATH"] = eventPath,
        ["GITHUB_BASE_REF"] = eventName == "pull_request" ? "main" : null,
        ["GITHUB_REPOSITORY"] = $"{FakeGitHubServer.Owner}/{FakeGitHubServer.Repository}",
        ["GITHUB_API_URL"] = github.ApiUrl,
        ["GITHUB_SERVER_URL"] = "https://github.example",
        ["GITHUB_RUN_ID"] = "4711",
        ["GITHUB_TOKEN"] = Token,
        ["GITHUB_WORKSPACE"] = workspace,
        // The sample references PerfGate when PerfGateVersion is set (as eng/sample-gate.sh sets it).
        ["PerfGateVersion"] = PackedPerfGate.Version,
        // One build per step, as on a runner; no MSBuild node outlives the test.
        ["MSBUILDDISABLENODEREUSE"] = "1",
    };
}
