using PerfGate.CiServices;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.CiServices;

public sealed class GitHubActionsEnvironmentTests
{
    [Theory]
    [InlineData("true", true)]
    [InlineData("TRUE", true)]
    [InlineData("false", false)]
    [InlineData("", false)]
    public void Actions_is_recognised_by_GITHUB_ACTIONS_true(string value, bool expected)
    {
        Assert.Equal(expected, new GitHubActionsEnvironment(new FakeEnvironment(("GITHUB_ACTIONS", value))).IsActive);
    }

    [Fact]
    public void Outside_Actions_nothing_is_active_and_there_is_no_workspace()
    {
        Assert.False(FakeEnvironment.None.IsActive);
        Assert.Null(FakeEnvironment.None.Workspace);
    }

    [Fact]
    public void A_path_in_the_workspace_becomes_relative_with_forward_slashes_and_one_outside_stays()
    {
        var work = Path.GetFullPath(Path.Combine(Path.GetTempPath(), "work"));
        var actions = FakeEnvironment.GitHubActions(Path.Combine(work, "repo"));
        var outside = Path.Combine(work, "repo2", "Run.cs");

        Assert.Equal("benchmarks/Bench/Run.cs", actions.RepositoryPath(Path.Combine(work, "repo", "benchmarks", "Bench", "Run.cs")));
        Assert.Equal(outside.Replace('\\', '/'), actions.RepositoryPath(outside));
    }
}
