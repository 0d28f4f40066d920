using System.Text.Json;

namespace PerfGate.Reporting.GitHub;

/// <summary>The GitHub Actions run PerfGate is in, read from the runner's documented variables through an injected lookup,
/// so tests use a fake environment and the tool the process's. The token is kept here and nowhere else: it is never
/// rendered, and <see cref="Scrub"/> removes it from any text before that text is printed.</summary>
internal sealed class GitHubActionsEnvironment
{
    private readonly Func<string, string?> _lookup;
    private readonly Lazy<JsonDocument?> _event;

    public GitHubActionsEnvironment(Func<string, string?> lookup)
    {
        _lookup = lookup;
        _event = new Lazy<JsonDocument?>(ReadEvent);
    }

    public static GitHubActionsEnvironment None { get; } = new(_ => null);

    public static GitHubActionsEnvironment From(IReadOnlyDictionary<string, string?> variables) =>
        new(name => variables.TryGetValue(name, out var value) ? value : null);

    public bool IsActions => string.Equals(Get("GITHUB_ACTIONS"), "true", StringComparison.OrdinalIgnoreCase);

    public string? EventName => Get("GITHUB_EVENT_NAME");

    public bool IsPullRequestEvent => EventName is "pull_request" or "pull_request_target";

    /// <summary><c>pull_request.number</c> of the event payload at <c>GITHUB_EVENT_PATH</c>; null on other events.</summary>
    public int? PullRequestNumber =>
        EventValue("pull_request", "number", JsonValueKind.Number) is { } number && number.TryGetInt32(out var value) ? value : null;

    public GitHubRepository? Repository => GitHubRepository.TryParse(Get("GITHUB_REPOSITORY"));

    public Uri ApiUrl => new(Get("GITHUB_API_URL") ?? "https://api.github.com");

    public string ServerUrl => (Get("GITHUB_SERVER_URL") ?? "https://github.com").TrimEnd('/');

    public string? RunId => Get("GITHUB_RUN_ID");

    public string? StepSummaryPath => Get("GITHUB_STEP_SUMMARY");

    public string? Workspace => Get("GITHUB_WORKSPACE");

    /// <summary>The pull request's base branch (<c>main</c>); GitHub sets it on <c>pull_request</c> and
    /// <c>pull_request_target</c> events only, so null means "not in a pull request".</summary>
    public string? BaseRef => Get("GITHUB_BASE_REF");

    public bool HasToken => Token is not null;

    /// <summary>The path relative to <c>GITHUB_WORKSPACE</c> with '/' when it lies inside it; else as given.</summary>
    public string RelativeToWorkspace(string path)
    {
        if (Workspace is { } workspace && Path.IsPathFullyQualified(path))
        {
            var relative = Path.GetRelativePath(workspace, path);
            if (!relative.StartsWith("..", StringComparison.Ordinal) && !Path.IsPathFullyQualified(relative))
            {
                return relative.Replace('\\', '/');
            }
        }

        return path;
    }

    /// <summary>Who posts our comment: a <c>GITHUB_TOKEN</c> cannot read <c>/user</c> to find out, so it is configured
    /// (for a GitHub App's or a user's token) and defaults to the Actions bot behind <c>GITHUB_TOKEN</c>.</summary>
    public string CommentAuthor => Get("PERFGATE_COMMENT_AUTHOR") ?? "github-actions[bot]";

    /// <summary>The run a reader should open: under <c>workflow_run</c> (the fork split) the run that measured, else this one.</summary>
    public string? RunUrl =>
        EventName == "workflow_run"
        && EventValue("workflow_run", "html_url", JsonValueKind.String) is { } url
        && Uri.TryCreate(url.GetString(), UriKind.Absolute, out var parsed)
        && parsed.Scheme == Uri.UriSchemeHttps
            ? parsed.AbsoluteUri
            : Repository is { } repository && RunId is { } runId
                ? $"{ServerUrl}/{repository}/actions/runs/{Uri.EscapeDataString(runId)}"
                : null;

    // Internal so nothing outside the GitHub client can render it.
    internal string? Token => Get("GITHUB_TOKEN");

    public string Scrub(string text) =>
        Token is { } token ? text.Replace(token, "***", StringComparison.Ordinal) : text;

    public override string ToString() => IsActions ? $"GitHub Actions ({EventName ?? "no event"}, {Get("GITHUB_REPOSITORY") ?? "no repository"})" : "not GitHub Actions";

    private string? Get(string name) => _lookup(name) is { Length: > 0 } value ? value.Trim() : null;

    private JsonElement? EventValue(string parent, string name, JsonValueKind kind) =>
        _event.Value is { RootElement: { ValueKind: JsonValueKind.Object } root }
        && root.TryGetProperty(parent, out var element)
        && element.ValueKind == JsonValueKind.Object
        && element.TryGetProperty(name, out var value)
        && value.ValueKind == kind
            ? value
            : null;

    private JsonDocument? ReadEvent()
    {
        if (Get("GITHUB_EVENT_PATH") is not { } path)
        {
            return null;
        }

        try
        {
            return JsonDocument.Parse(File.ReadAllText(path));
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or JsonException)
        {
            return null;
        }
    }
}
