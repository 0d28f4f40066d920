using PerfGate.Baseline;
using PerfGate.Model;
using PerfGate.Reporting.GitHub;
using PerfGate.Reports;
using PerfGate.Tests.Support;
using Xunit.Abstractions;

namespace PerfGate.Tests.Baseline;

public sealed class BaselineHistoryTests(ITestOutputHelper output)
{
    private const string BaselineFile = "benchmarks/Sample.Benchmarks/perfgate-baseline.json";

    private static readonly BaselineDocument InBase = SyntheticRuns.Baseline(
        SyntheticRuns.Benchmark("Sample.Halved", 100, 64),
        SyntheticRuns.Benchmark("Sample.Removed", 200, 0),
        SyntheticRuns.Benchmark("Sample.Same", 300, 128));

    private static readonly BaselineDocument InPullRequest = SyntheticRuns.Baseline(
        new BenchmarkResult("Sample.Halved", SyntheticRuns.Samples(100).Select(s => s / 2).ToArray(), 64),
        SyntheticRuns.Benchmark("Sample.Same", 300, 128),
        SyntheticRuns.Benchmark("Sample.Added", 50, 24));

    [Fact]
    public void A_pull_request_that_re_records_removes_and_adds_entries_lists_exactly_those()
    {
        using var repository = PullRequestRepository(InBase, InPullRequest);

        var edits = Compare(repository, PullRequest("main"))!;

        Assert.NotNull(edits);
        Assert.Null(edits.Unreadable);
        Assert.Equal("main", edits.BaseRef);
        var median = SampleFigures.Of(SyntheticRuns.Samples(100)).MedianNs;
        Assert.Equal(
            [
                new BaselineChange("Sample.Added", BaselineChangeKind.Added, null, SampleFigures.Of(SyntheticRuns.Samples(50)).MedianNs, null, 24),
                new BaselineChange("Sample.Halved", BaselineChangeKind.Changed, median, median / 2, 64, 64),
                new BaselineChange("Sample.Removed", BaselineChangeKind.Removed, SampleFigures.Of(SyntheticRuns.Samples(200)).MedianNs, null, 0, null),
            ],
            edits.Changes);
        Assert.Equal(0.5, edits.Changes[1].MedianRatio!.Value, 12);
        Assert.Equal(1.0, edits.Changes[1].BytesRatio);
    }

    [Fact]
    public void The_comment_lists_the_edits_read_from_git_before_the_verdicts()
    {
        using var repository = PullRequestRepository(InBase, InPullRequest);
        var report = SampleGateResult.CreateReport() with { BaselineEdits = Compare(repository, PullRequest("main")) };

        var body = StickyCommentBody.Render(report, StickyCommentMarker.For(BaselineFile), runUrl: null);

        output.WriteLine(body);
        Assert.Contains("### ⚠️ This pull request edits the baseline (3)", body, StringComparison.Ordinal);
        Assert.Contains("| Sample.Halved | re-recorded | 100.00 ns → 50.00 ns | -50% | 64 B → 64 B | +0% |", body, StringComparison.Ordinal);
        Assert.Contains("| Sample.Removed | removed | 200.00 ns → – | n/a | 0 B → – | n/a |", body, StringComparison.Ordinal);
        Assert.Contains("| Sample.Added | added | – → 50.00 ns | n/a | – → 24 B | n/a |", body, StringComparison.Ordinal);
        Assert.DoesNotContain("Sample.Same", body, StringComparison.Ordinal);
    }

    [Fact]
    public void The_remote_tracking_base_branch_is_read_first_as_actions_checkout_leaves_it()
    {
        using var repository = PullRequestRepository(InBase, InPullRequest);
        repository.Git("update-ref", "refs/remotes/origin/main", "main");

        var edits = Compare(repository, PullRequest("main"))!;

        Assert.Equal("origin/main", edits.BaseRef);
        Assert.Equal(3, edits.Changes.Count);
    }

    [Fact]
    public void An_unchanged_baseline_reports_nothing()
    {
        using var repository = PullRequestRepository(InBase, InBase);

        Assert.Null(Compare(repository, PullRequest("main")));
    }

    [Fact]
    public void A_re_serialised_but_equal_baseline_reports_nothing()
    {
        // Key order and indentation differ; the figures do not.
        using var repository = PullRequestRepository(InBase, InBase, reformat: true);

        Assert.Null(Compare(repository, PullRequest("main")));
    }

    [Fact]
    public void A_base_branch_missing_from_a_shallow_clone_is_a_plain_note_not_an_error()
    {
        using var repository = PullRequestRepository(InBase, InPullRequest);

        var edits = Compare(repository, PullRequest("release/2.0"))!;

        Assert.Equal([], edits.Changes);
        Assert.Contains($"'{BaselineFile}' was not found at origin/release/2.0 or release/2.0", edits.Unreadable, StringComparison.Ordinal);
        Assert.Contains("shallow", edits.Unreadable, StringComparison.Ordinal);
    }

    [Fact]
    public void A_baseline_new_in_the_pull_request_is_a_plain_note()
    {
        using var repository = new TempGitRepository();
        repository.Commit("base without a baseline");
        repository.Git("checkout", "-q", "-b", "pr");
        repository.Write(BaselineFile, BaselineWriter.Serialize(InPullRequest));
        repository.Commit("first baseline");

        var edits = Compare(repository, PullRequest("main"))!;

        Assert.Equal([], edits.Changes);
        Assert.Contains("new in this pull request", edits.Unreadable, StringComparison.Ordinal);
    }

    [Fact]
    public void A_baseline_outside_any_git_checkout_is_a_plain_note()
    {
        using var folder = new TempDirectory();
        var path = folder.File("perfgate-baseline.json");
        File.WriteAllBytes(path, BaselineWriter.Serialize(InPullRequest));

        var edits = BaselineHistory.Compare(path, InPullRequest, PullRequest("main").BaseRef)!;

        Assert.Equal([], edits.Changes);
        Assert.Contains("not in a git checkout", edits.Unreadable, StringComparison.Ordinal);
    }

    [Fact]
    public void Outside_a_pull_request_nothing_is_read_or_reported()
    {
        using var repository = PullRequestRepository(InBase, InPullRequest);
        var push = GitHubActionsEnvironment.From(new Dictionary<string, string?> { ["GITHUB_ACTIONS"] = "true", ["GITHUB_EVENT_NAME"] = "push" });

        Assert.Null(Compare(repository, push));
        Assert.Null(Compare(repository, GitHubActionsEnvironment.None));
    }

    private static ReportBaselineEdits? Compare(TempGitRepository repository, GitHubActionsEnvironment github)
    {
        var path = repository.File(BaselineFile);
        return BaselineHistory.Compare(path, BaselineReader.Read(path), github.BaseRef);
    }

    private static GitHubActionsEnvironment PullRequest(string baseRef) => GitHubActionsEnvironment.From(new Dictionary<string, string?>
    {
        ["GITHUB_ACTIONS"] = "true",
        ["GITHUB_EVENT_NAME"] = "pull_request",
        ["GITHUB_BASE_REF"] = baseRef,
    });

    /// <summary>main holds <paramref name="inBase"/>; the checked-out branch "pr" holds <paramref name="inPullRequest"/>.</summary>
    private static TempGitRepository PullRequestRepository(BaselineDocument inBase, BaselineDocument inPullRequest, bool reformat = false)
    {
        var repository = new TempGitRepository();
        repository.Write(BaselineFile, BaselineWriter.Serialize(inBase));
        repository.Commit("baseline");
        repository.Git("checkout", "-q", "-b", "pr");
        var content = BaselineWriter.Serialize(inPullRequest);
        if (reformat)
        {
            content = System.Text.Encoding.UTF8.GetBytes(System.Text.Json.Nodes.JsonNode.Parse(content)!.ToJsonString());
        }

        repository.Write(BaselineFile, content);
        repository.Write("src/Code.cs", "// the change under review\n"u8.ToArray());
        repository.Commit("pull request");
        return repository;
    }
}
