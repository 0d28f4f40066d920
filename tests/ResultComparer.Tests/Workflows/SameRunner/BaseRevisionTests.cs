using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Tests.Support;
using PerfGate.Workflows.SameRunner;

namespace PerfGate.Tests.Workflows.SameRunner;

/// <summary>Finding and checking out the base revision, against real git repositories in temp folders.</summary>
public sealed class BaseRevisionTests
{
    [Fact]
    public void An_explicit_revision_is_checked_out_in_a_detached_worktree_and_removed_afterwards()
    {
        using var repository = new TempGitRepository();
        repository.Write("bench/Bench.csproj", "<Project>v1</Project>"u8.ToArray());
        repository.Commit("v1");
        var v1 = repository.Git("rev-parse", "HEAD");
        repository.Git("tag", "v1");
        repository.Write("bench/Bench.csproj", "<Project>v2</Project>"u8.ToArray());
        repository.Commit("v2");

        var revision = BaseRevisionResolver.Resolve("v1", mergeBase: false, repository.File("bench"));
        Assert.Equal(v1, revision.Commit);
        Assert.False(revision.IsMergeBase);
        Assert.Equal(repository.Git("rev-parse", "HEAD"), revision.HeadCommit);

        var path = repository.File("bench/obj/perfgate/same-runner/base");
        using (var worktree = BaseWorktree.Add(revision, path))
        {
            var project = worktree.Counterpart(repository.File("bench/Bench.csproj"))!;
            Assert.Equal("<Project>v1</Project>", File.ReadAllText(project));
            Assert.Equal("<Project>v2</Project>", File.ReadAllText(repository.File("bench/Bench.csproj")));
            Assert.Contains("detached", repository.Git("worktree", "list"), StringComparison.Ordinal);
            Assert.Null(worktree.Counterpart("/somewhere/else/Other.csproj"));
        }

        Assert.False(Directory.Exists(path));
        Assert.DoesNotContain("detached", repository.Git("worktree", "list"), StringComparison.Ordinal);
    }

    /// <summary>macOS's temporary folder (/var/folders/…) is a link to /private/var/folders/…, and git names the checkout's
    /// top by the latter: the base's counterparts must still be found from the project's path as given.</summary>
    [Fact]
    public void A_checkout_reached_through_a_symbolic_link_keeps_the_linked_spelling()
    {
        using var repository = new TempGitRepository();
        repository.Write("bench/Bench.csproj", "<Project>v1</Project>"u8.ToArray());
        repository.Commit("v1");
        using var temp = new TempDirectory();
        var linked = temp.File("linked-checkout");
        Directory.CreateSymbolicLink(linked, repository.Path);

        var revision = BaseRevisionResolver.Resolve("HEAD", mergeBase: false, System.IO.Path.Combine(linked, "bench"));
        using var worktree = BaseWorktree.Add(revision, System.IO.Path.Combine(linked, "bench", "obj", "perfgate", "same-runner", "base"));

        Assert.Equal(linked, revision.RepositoryRoot);
        Assert.Equal(System.IO.Path.Combine(worktree.Path, "bench", "Bench.csproj"), worktree.Counterpart(System.IO.Path.Combine(linked, "bench", "Bench.csproj")));
        Assert.Equal("<Project>v1</Project>", File.ReadAllText(System.IO.Path.Combine(worktree.Path, "bench", "Bench.csproj")));
    }

    [Fact]
    public void A_worktree_left_by_an_earlier_gate_is_replaced()
    {
        using var repository = new TempGitRepository();
        repository.Write("a.txt", "1"u8.ToArray());
        repository.Commit("one");
        var revision = BaseRevisionResolver.Resolve("HEAD", mergeBase: false, repository.Path);
        var path = repository.File("obj/base");
        var first = BaseWorktree.Add(revision, path);
        File.WriteAllText(System.IO.Path.Combine(first.Path, "left-over.txt"), "x");

        using var second = BaseWorktree.Add(revision, path);

        Assert.False(File.Exists(System.IO.Path.Combine(second.Path, "left-over.txt")));
        Assert.True(File.Exists(System.IO.Path.Combine(second.Path, "a.txt")));
    }

    [Theory]
    [InlineData(1)]
    [InlineData(60)] // more than the first fetch's 50 commits between the merge base and main's tip: the fetch deepens
    public void A_depth_1_clone_of_a_pull_request_fetches_the_base_branch_and_history_back_to_the_merge_base(int mainCommitsSince)
    {
        using var origin = new TempGitRepository();
        using var clones = new TempDirectory();
        var clone = clones.File("clone");
        origin.CloneShallowFeatureBranch("a.txt", clone);
        var forkPoint = origin.Git("rev-parse", "main");
        origin.Git("checkout", "-q", "main");
        for (var i = 0; i < mainCommitsSince; i++)
        {
            origin.Commit($"main moved on {i}");
        }

        var progress = new StringWriter();
        var revision = BaseRevisionResolver.Resolve("main", mergeBase: true, clone, progress);

        Assert.True(revision.IsMergeBase);
        Assert.Equal(forkPoint, revision.Commit);
        Assert.Equal("origin/main", revision.Ref);
        Assert.Equal(origin.Git("rev-parse", "main"), GitCli.Run(clone, "rev-parse", "origin/main"));
        var lines = progress.ToString();
        Assert.StartsWith("PerfGate: the clone is shallow: fetching origin/main and the history back to its merge base with HEAD", lines, StringComparison.Ordinal);
        Assert.Matches(mainCommitsSince < 50
            ? @"PerfGate: fetched origin/main \(50 commits of history\) in \d+\.\d s"
            : @"PerfGate: fetched origin/main \(500 commits of history\) in \d+\.\d s", lines);
    }

    [Fact]
    public void A_full_clone_of_one_branch_fetches_the_base_branch()
    {
        using var origin = new TempGitRepository();
        origin.Write("a.txt", "1"u8.ToArray());
        origin.Commit("one");
        var forkPoint = origin.Git("rev-parse", "HEAD");
        origin.Git("checkout", "-q", "-b", "feature");
        origin.Commit("two");
        using var clones = new TempDirectory();
        var clone = clones.File("clone");
        origin.Git("clone", "-q", "--single-branch", "--branch", "feature", origin.Path, clone);

        var progress = new StringWriter();
        var revision = BaseRevisionResolver.Resolve("main", mergeBase: true, clone, progress);

        Assert.Equal(forkPoint, revision.Commit);
        Assert.Contains("PerfGate: the clone lacks origin/main: fetching it", progress.ToString(), StringComparison.Ordinal);
        Assert.Contains("PerfGate: fetched origin/main (the branch) in ", progress.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_shallow_clone_that_cannot_fetch_from_origin_is_PG0011_with_gits_reason_and_says_fetch_depth_0()
    {
        using var origin = new TempGitRepository();
        using var clones = new TempDirectory();
        var clone = clones.File("clone");
        origin.CloneShallowFeatureBranch("a.txt", clone);
        // No network, no credentials, a moved repository: all end in a failed fetch.
        GitCli.Run(clone, "remote", "set-url", "origin", "file://" + clones.File("gone"));

        var error = Assert.Throws<SameRunnerException>(() => BaseRevisionResolver.Resolve("main", mergeBase: true, clone));

        Assert.Equal(DiagnosticCodes.SameRunnerBaseNotFound, error.Code);
        Assert.Contains("the revision 'origin/main' is not in this clone (it is a shallow clone", error.Message, StringComparison.Ordinal);
        Assert.Contains("PerfGate tried to fetch it from origin: git fetch failed: ", error.Message, StringComparison.Ordinal);
        Assert.Contains("gone", error.Message, StringComparison.Ordinal);
        Assert.Contains("'fetch-depth: 0'", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_revision_the_clone_does_not_have_fails_with_its_name()
    {
        using var repository = new TempGitRepository();
        repository.Commit("one");

        var error = Assert.Throws<SameRunnerException>(() => BaseRevisionResolver.Resolve("no-such-branch", mergeBase: false, repository.Path));

        Assert.Equal(DiagnosticCodes.SameRunnerBaseNotFound, error.Code);
        Assert.Contains("'no-such-branch' is not in this clone", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_project_outside_any_git_checkout_fails_with_PG0010()
    {
        using var folder = new TempDirectory();
        // GIT_CEILING_DIRECTORIES is not needed: the temp folder is outside every repository on a test machine.
        var error = Assert.Throws<SameRunnerException>(() => BaseRevisionResolver.Resolve("main", mergeBase: false, folder.Path));

        Assert.Equal(DiagnosticCodes.SameRunnerNoGit, error.Code);
        Assert.Contains("not in one that could be read", error.Message, StringComparison.Ordinal);
        Assert.Contains("'baseline'", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("--upload-pack=evil")]
    [InlineData("main branch")]
    public void A_value_git_would_misread_is_refused_up_front(string value)
    {
        var error = Assert.Throws<PerfGateInputException>(() => CompareTo.Parse(value));
        Assert.Contains("is not a git revision", error.Message, StringComparison.Ordinal);
    }
}
