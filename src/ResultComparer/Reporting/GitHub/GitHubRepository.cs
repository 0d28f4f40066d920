namespace PerfGate.Reporting.GitHub;

/// <summary>"owner/name", as <c>GITHUB_REPOSITORY</c> gives it.</summary>
internal sealed record GitHubRepository(string Owner, string Name)
{
    public static GitHubRepository? TryParse(string? text) =>
        (text ?? string.Empty).Split('/') is [{ Length: > 0 } owner, { Length: > 0 } name] ? new GitHubRepository(owner, name) : null;

    public override string ToString() => $"{Owner}/{Name}";
}
