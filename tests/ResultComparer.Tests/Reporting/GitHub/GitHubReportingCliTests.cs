using PerfGate.Baseline;
using PerfGate.Reports;
using PerfGate.Tests.Cli;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Reporting.GitHub;

/// <summary>The GitHub reporters as the CLI wires them in, with a fake environment.</summary>
public sealed class GitHubReportingCliTests
{
    [Fact]
    public void A_read_only_token_gives_a_PG0207_warning_and_the_same_exit_code()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var (baseline, results) = RegressedAllocation(temp);
        var plain = CliRun.Of("compare", "--baseline", baseline, "--results", results);
        server.FailNext("POST", 403, "Resource not accessible by integration");

        var run = CliRun.Of(FakeActions.Variables(temp, server), "compare", "--baseline", baseline, "--results", results);

        Assert.Equal(1, plain.ExitCode);
        Assert.Equal(plain.ExitCode, run.ExitCode);
        Assert.Contains("PerfGate: warning: PG0207: the comment on pull request #7 could not be written: GitHub answered 403", run.Error, StringComparison.Ordinal);
        Assert.Contains("workflow_run", run.Error, StringComparison.Ordinal);
        Assert.DoesNotContain(FakeActions.Token, run.Output + run.Error, StringComparison.Ordinal);
        Assert.Contains("```mermaid", File.ReadAllText(temp.File("step-summary.md")), StringComparison.Ordinal);
    }

    [Fact]
    public void In_Actions_compare_comments_and_appends_the_summary_on_its_own()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var (baseline, results) = RegressedAllocation(temp);

        var run = CliRun.Of(FakeActions.Variables(temp, server), "compare", "--baseline", baseline, "--results", results, "--report", "json=" + temp.File("out/report.json"));

        Assert.Equal(1, run.ExitCode);
        Assert.Equal(string.Empty, run.Error);
        var comment = Assert.Single(server.Comments(FakeActions.PullRequest));
        Assert.StartsWith("<!-- perfgate:sticky-comment baseline.json -->", comment.Body, StringComparison.Ordinal);
        Assert.Contains("TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 1) | allocated | 0 B | 72 B | was allocation-free | 0 B |", comment.Body, StringComparison.Ordinal);
        Assert.Equal("baseline.json", GateReportFile.Read(temp.File("out/report.json")).BaselinePath);
        Assert.StartsWith("## ❌", File.ReadAllText(temp.File("step-summary.md")), StringComparison.Ordinal);
        Assert.DoesNotContain(FakeActions.Token, run.Output + run.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void Comment_false_posts_nothing_and_outside_Actions_nothing_is_tried()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var (baseline, results) = RegressedAllocation(temp);

        var off = CliRun.Of(FakeActions.Variables(temp, server), "compare", "--baseline", baseline, "--results", results, "--comment", "false");
        var outside = CliRun.Of("compare", "--baseline", baseline, "--results", results);
        var bad = CliRun.Of("compare", "--baseline", baseline, "--results", results, "--comment", "sometimes");

        Assert.Empty(server.Requests);
        Assert.Equal(1, off.ExitCode);
        Assert.Equal(string.Empty, off.Error + outside.Error);
        Assert.Equal(2, bad.ExitCode);
        Assert.Contains("--comment: unknown value 'sometimes'", bad.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void Perfgate_comment_posts_a_saved_report_to_the_given_pull_request()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var reportPath = temp.File("perfgate-report.json");
        File.WriteAllText(reportPath, GateReportFile.Serialize(FakeActions.Failing()));
        var variables = FakeActions.Variables(temp, server, eventName: "workflow_run");

        var run = CliRun.Of(variables, "comment", "--report", reportPath, "--pr", "12");
        var again = CliRun.Of(variables, "comment", "--report", reportPath, "--pr", "12", "--comment", "true");
        var noNumber = CliRun.Of(variables, "comment", "--report", reportPath);

        Assert.Equal(0, run.ExitCode);
        Assert.Equal(0, again.ExitCode);
        var comment = Assert.Single(server.Comments(12));
        Assert.StartsWith("<!-- perfgate:sticky-comment benchmarks%2FA%2Fperfgate-baseline.json -->", comment.Body, StringComparison.Ordinal);
        Assert.Equal(2, noNumber.ExitCode);
        Assert.Contains("Pass --pr N", noNumber.Error, StringComparison.Ordinal);
    }

    [Fact]
    public void Perfgate_comment_warns_and_exits_0_when_the_token_cannot_write()
    {
        using var temp = new TempDirectory();
        using var server = new FakeGitHubServer();
        var reportPath = temp.File("perfgate-report.json");
        File.WriteAllText(reportPath, GateReportFile.Serialize(FakeActions.Failing()));
        server.FailNext("POST", 403, "Resource not accessible by integration");

        var run = CliRun.Of(FakeActions.Variables(temp, server), "comment", "--report", reportPath);

        Assert.Equal(0, run.ExitCode);
        Assert.StartsWith("PerfGate: warning: PG0207:", run.Error, StringComparison.Ordinal);
        Assert.DoesNotContain(FakeActions.Token, run.Output + run.Error, StringComparison.Ordinal);
    }

    /// <summary>A baseline in which TaskFastPath(Depth: 1) was allocation-free: the results regress it.</summary>
    private static (string Baseline, string Results) RegressedAllocation(TempDirectory temp)
    {
        var (baselinePath, results) = CompareCommandTests.RecordWithoutFailures(temp);
        var baseline = BaselineReader.Read(baselinePath);
        BaselineWriter.WriteAtomically(baselinePath, baseline with
        {
            Benchmarks = [.. baseline.Benchmarks.Select(b => b.Id == "TinyBenchmarks.AsyncPaths.TaskFastPath(Depth: 1)" ? b with { BytesAllocatedPerOperation = 0 } : b)],
        });
        return (baselinePath, results);
    }
}
