using PerfGate.Reporting.GitHub;

namespace PerfGate.Tests.Support;

/// <summary>Environment variables for one test, never the process's: CI detection is tested without touching it.</summary>
internal static class FakeEnvironment
{
    public const string DefaultWorkspace = "/home/runner/work/repo/repo";

    /// <summary>A GitHub Actions step outside any pull request: no event, no token.</summary>
    public static IReadOnlyDictionary<string, string?> GitHubActionsVariables(string workspace = DefaultWorkspace) =>
        new Dictionary<string, string?> { ["GITHUB_ACTIONS"] = "true", ["GITHUB_WORKSPACE"] = workspace };

    public static GitHubActionsEnvironment GitHubActions(string workspace = DefaultWorkspace) =>
        GitHubActionsEnvironment.From(GitHubActionsVariables(workspace));
}
