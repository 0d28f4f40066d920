namespace PerfGate.Reporting.GitHub;

/// <summary>"owner/name", as <c>GITHUB_REPOSITORY</c> gives it.</summary>
internal sealed record GitHubRepository(string Owner, string Name)
{
    public static GitHubRepository? TryParse(string? text)
    {
        var parts = (text ?? string.Empty).Split('/');
        return parts.Length == 2 && parts[0].Length > 0 && parts[1].Length > 0 ? new GitHubRepository(parts[0], parts[1]) : null;
    }

    public override string ToString() => $"{Owner}/{Name}";
}
