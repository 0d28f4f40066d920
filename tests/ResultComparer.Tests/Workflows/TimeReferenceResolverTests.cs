using PerfGate.Layout;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Running;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using PerfGate.Workflows;

namespace PerfGate.Tests.Workflows;

/// <summary>What time compares with, decided once from <c>--compare-to</c>, the pull request the gate runs in and what it
/// can measure, against real git repositories in temp folders.</summary>
public sealed class TimeReferenceResolverTests
{
    [Theory]
    [InlineData(null, "main", "main", true)]
    [InlineData("", "main", "main", true)]
    [InlineData("AUTO", "main", "main", true)]
    [InlineData("auto", null, null, false)] // outside a pull request: the committed baseline
    [InlineData("BaseLine", "main", null, false)] // the committed baseline, even in a pull request
    [InlineData("HEAD", "release", "HEAD", false)] // a revision is measured as asked, in a pull request too
    public async Task A_value_resolves_to_what_time_compares_with(string? value, string? pullRequestBranch, string? measured, bool mergeBase)
    {
        using var repository = new TempGitRepository();
        repository.Commit("one");
        var output = new StringWriter();

        var reference = await TimeReferenceResolver.ResolveAsync(Request(repository, value, pullRequestBranch), output);

        if (measured is null)
        {
            Assert.Equal(new TimeReference.CommittedBaseline(StableMachine: true), reference);
        }
        else
        {
            var revision = Assert.IsType<TimeReference.BaseRevision>(reference).Revision;
            Assert.Equal((measured, mergeBase), (revision.Ref, revision.IsMergeBase));
        }

        Assert.Empty(output.ToString());
    }

    [Fact]
    public async Task Auto_in_a_pull_request_measures_the_merge_base_with_the_base_branch()
    {
        using var repository = new TempGitRepository();
        repository.Write("a.txt", "1"u8.ToArray());
        repository.Commit("one");
        var forkPoint = repository.Git("rev-parse", "HEAD");
        repository.Git("checkout", "-q", "-b", "feature");
        repository.Write("a.txt", "feature"u8.ToArray());
        repository.Commit("feature");
        repository.Git("checkout", "-q", "main");
        repository.Write("b.txt", "main moved on"u8.ToArray());
        repository.Commit("main moved on");
        repository.Git("checkout", "-q", "feature");

        // No 'origin' here (a local clone): the branch itself is used.
        var reference = await TimeReferenceResolver.ResolveAsync(Request(repository, "auto", "main"), TextWriter.Null);

        var revision = Assert.IsType<TimeReference.BaseRevision>(reference).Revision;
        Assert.True(revision.IsMergeBase);
        Assert.Equal(forkPoint, revision.Commit);
        Assert.Equal("main", revision.Ref);
        Assert.Contains("merge base", revision.Describe(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(true, "reused results cannot measure the base revision")]
    [InlineData(false, "no benchmark project was given to build at the base revision")]
    public async Task Auto_in_a_pull_request_that_cannot_measure_the_base_compares_with_the_committed_baseline_and_says_why(bool reuse, string why)
    {
        using var repository = new TempGitRepository();
        repository.Commit("one");
        var request = Request(repository, "auto", "main");
        var output = new StringWriter();

        var reference = await TimeReferenceResolver.ResolveAsync(reuse ? request with { Run = null } : request with { ProjectPath = null }, output);

        Assert.Equal(new TimeReference.CommittedBaseline(StableMachine: true), reference);
        Assert.Equal($"PerfGate: time compares with the committed baseline: {why}{Environment.NewLine}", output.ToString());
    }

    [Fact]
    public async Task A_revision_asked_for_without_a_project_is_bad_input_that_names_the_option()
    {
        using var repository = new TempGitRepository();
        repository.Commit("one");

        var error = await Assert.ThrowsAsync<PerfGateInputException>(
            () => TimeReferenceResolver.ResolveAsync(Request(repository, "HEAD", null) with { ProjectPath = null }, TextWriter.Null));

        Assert.Contains("builds the benchmark project at the base revision: pass the project with --project", error.Message, StringComparison.Ordinal);
    }

    /// <summary>A gate that runs its benchmarks on a machine declared stable, in a pull request into <paramref name="pullRequestBranch"/> (none: not in one).</summary>
    private static GateRequest Request(TempGitRepository repository, string? compareTo, string? pullRequestBranch)
    {
        var layout = new RunLayout(repository.File("obj/perfgate"));
        var run = new BenchmarkRunOptions(repository.File("bin/Bench.dll"), layout.ArtifactsPath, GateDefaults.Category, BenchmarkJob.Ci, Verbose: false);
        var github = pullRequestBranch is null
            ? GitHubActionsEnvironment.None
            : GitHubActionsEnvironment.From(new Dictionary<string, string?>
            {
                ["GITHUB_ACTIONS"] = "true",
                ["GITHUB_EVENT_NAME"] = "pull_request",
                ["GITHUB_BASE_REF"] = pullRequestBranch,
            });
        return new GateRequest(repository.File("perfgate-baseline.json"), layout, run, GateSettings.Default, [], new ReportingContext(github, CommentSettings.Default))
        {
            CompareTo = CompareTo.Parse(compareTo),
            StableMachine = true,
            ProjectPath = repository.File("Bench.csproj"),
        };
    }
}
