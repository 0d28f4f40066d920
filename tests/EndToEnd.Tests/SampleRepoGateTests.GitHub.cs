using System.Text.Json.Nodes;
using PerfGate.Tests.Reporting.GitHub;

namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// <c>dotnet build -t:PerfGate</c> in a pull request's GitHub Actions job, as the runner starts it: the GITHUB_*
/// variables are the build's environment, which the MSBuild task's tool process inherits, and GITHUB_API_URL is
/// a loopback GitHub. A part of <see cref="SampleRepoGateTests"/> so that it shares the fixture's baseline run.
/// </summary>
public sealed partial class SampleRepoGateTests
{
    private const int PullRequest = 42;
    // Made at run time: a token-shaped literal would be committed as what secret scanners flag.
    private static readonly string Token = "ghs" + "_" + Guid.NewGuid().ToString("N");
    private const string Regressed = "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)";

    [Fact]
    public void A_failing_gate_in_a_pull_request_comments_once_writes_the_job_summary_and_never_prints_the_token()
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
        var summary = Path.Combine(work, "step-summary.md");
        File.WriteAllText(summary, string.Empty);
        using var github = new FakeGitHubServer(lifetime: TimeSpan.FromMinutes(15));

        var gate = sample.Build(
            new Dictionary<string, string>
            {
                ["GITHUB_ACTIONS"] = "true",
                ["GITHUB_EVENT_NAME"] = "pull_request",
                ["GITHUB_EVENT_PATH"] = eventPath,
                ["GITHUB_BASE_REF"] = "main",
                ["GITHUB_REPOSITORY"] = $"{FakeGitHubServer.Owner}/{FakeGitHubServer.Repository}",
                ["GITHUB_API_URL"] = github.ApiUrl,
                ["GITHUB_SERVER_URL"] = "https://github.example",
                ["GITHUB_RUN_ID"] = "4711",
                ["GITHUB_TOKEN"] = Token,
                ["GITHUB_STEP_SUMMARY"] = summary,
                ["GITHUB_WORKSPACE"] = Path.Combine(sample.Root, "sample-repo"),
            },
            "PerfGate",
            "-p:PerfGateReuseResults=true",
            $"-p:PerfGateArtifactsPath={artifacts}",
            "-p:PerfGateTimeThreshold=1000%",
            $"-p:PerfGateBaselinePath={doctored}");

        Assert.NotEqual(0, gate.ExitCode);
        Assert.Contains($"error PG0101: {Regressed}: allocated ", gate.Output, StringComparison.Ordinal);
        var comment = Assert.Single(github.Comments(PullRequest));
        Assert.Equal(0, comment.Updates);
        Assert.Contains(Regressed, comment.Body, StringComparison.Ordinal);
        Assert.Contains("[Workflow run](https://github.example/octo/bench/actions/runs/4711)", comment.Body, StringComparison.Ordinal);
        // The sample copy is no git checkout: the base's baseline cannot be read, which the report says and never fails on.
        Assert.Contains("Baseline edits not checked", comment.Body, StringComparison.Ordinal);
        Assert.Contains($"PerfGate: pull-request comment created: ", gate.Output, StringComparison.Ordinal);
        Assert.All(github.Authorizations, a => Assert.Equal($"token {Token}", a, ignoreCase: true));
        var stepSummary = File.ReadAllText(summary);
        Assert.Contains("## ❌ PerfGate: FAILED", stepSummary, StringComparison.Ordinal);
        Assert.Contains($"| {Regressed} | allocated |", stepSummary, StringComparison.Ordinal);
        Assert.DoesNotContain(Token, gate.Output, StringComparison.Ordinal);
        Assert.DoesNotContain(Token, stepSummary, StringComparison.Ordinal);
        Assert.DoesNotContain(Token, comment.Body, StringComparison.Ordinal);
    }
}
