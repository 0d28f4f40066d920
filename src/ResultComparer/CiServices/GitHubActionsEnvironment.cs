namespace PerfGate.CiServices;

/// <summary>
/// What PerfGate needs to know about a GitHub Actions job, from its documented variables: whether this is one
/// (<c>GITHUB_ACTIONS=true</c>) and the checkout folder (<c>GITHUB_WORKSPACE</c>) that annotation paths are
/// relative to.
/// </summary>
public sealed class GitHubActionsEnvironment(IEnvironmentVariables variables)
{
    public static GitHubActionsEnvironment Current { get; } = new(ProcessEnvironmentVariables.Instance);

    public bool IsActive => string.Equals(variables.Get("GITHUB_ACTIONS"), "true", StringComparison.OrdinalIgnoreCase);

    /// <summary>The repository checkout, or null outside Actions.</summary>
    public string? Workspace => variables.Get("GITHUB_WORKSPACE") is { Length: > 0 } workspace ? workspace : null;

    /// <summary>
    /// A path as GitHub wants it in an annotation: relative to the workspace with forward slashes, so it matches a
    /// file of the pull request's diff; unchanged when it lies outside the workspace.
    /// </summary>
    public string RepositoryPath(string path)
    {
        if (Workspace is { } workspace && Path.IsPathFullyQualified(path))
        {
            var relative = Path.GetRelativePath(workspace, path);
            if (!relative.StartsWith("..", StringComparison.Ordinal) && !Path.IsPathFullyQualified(relative))
            {
                return relative.Replace('\\', '/');
            }
        }

        return path.Replace('\\', '/');
    }
}
