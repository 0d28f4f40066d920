using PerfGate.CiServices;

namespace PerfGate.Tests.Support;

/// <summary>Environment variables for one test, never the process's: CI detection is tested without touching it.</summary>
internal sealed class FakeEnvironment(params (string Name, string Value)[] variables) : IEnvironmentVariables
{
    private readonly Dictionary<string, string> _variables = variables.ToDictionary(v => v.Name, v => v.Value, StringComparer.Ordinal);

    public static GitHubActionsEnvironment GitHubActions(string workspace = "/home/runner/work/repo/repo") =>
        new(new FakeEnvironment(("GITHUB_ACTIONS", "true"), ("GITHUB_WORKSPACE", workspace)));

    public static GitHubActionsEnvironment None => new(new FakeEnvironment());

    public string? Get(string name) => _variables.GetValueOrDefault(name);
}
