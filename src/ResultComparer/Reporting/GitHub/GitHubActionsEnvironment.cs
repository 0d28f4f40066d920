using System.Text.Json;

namespace PerfGate.Reporting.GitHub;

/// <summary>
/// The GitHub Actions run PerfGate is in, read from the runner's documented variables through an injected
/// lookup, so tests use a fake environment and the tool the process's. The token is kept here and nowhere
/// else: it is never rendered, and <see cref="Scrub"/> removes it from any text before that text is printed.
/// </summary>
public sealed class GitHubActionsEnvironment
{
    /// <summary>The login of the app behind the workflow's <c>GITHUB_TOKEN</c>.</summary>
    public const string DefaultCommentAuthor = "github-actions[bot]";

    private readonly Func<string, string?> _lookup;
    private readonly Lazy<JsonDocument?> _event;

    public GitHubActionsEnvironment(Func<string, string?> lookup)
    {
        _lookup = lookup;
        _event = new Lazy<JsonDocument?>(ReadEvent);
    }

    /// <summary>Outside GitHub Actions: every variable unset.</summary>
    public static GitHubActionsEnvironment None { get; } = new(_ => null);

    public static GitHubActionsEnvironment From(IReadOnlyDictionary<string, string?> variables) =>
        new(name => variables.TryGetValue(name, out var value) ? value : null);

    /// <summary><c>GITHUB_ACTIONS=true</c>.</summary>
    public bool IsActions => string.Equals(Get("GITHUB_ACTIONS"), "true", StringComparison.OrdinalIgnoreCase);

    /// <summary><c>GITHUB_EVENT_NAME</c>: pull_request, push, workflow_run…</summary>
    public string? EventName => Get("GITHUB_EVENT_NAME");

    public bool IsPullRequestEvent => EventName is "pull_request" or "pull_request_target";

    /// <summary><c>pull_request.number</c> of the event payload at <c>GITHUB_EVENT_PATH</c>; null on other events.</summary>
    public int? PullRequestNumber =>
        EventValue("pull_request", "number", JsonValueKind.Number) is { } number && number.TryGetInt32(out var value) ? value : null;

    /// <summary><c>GITHUB_REPOSITORY</c> ("owner/name"), or null when unset or malformed.</summary>
    public GitHubRepository? Repository => GitHubRepository.TryParse(Get("GITHUB_REPOSITORY"));

    /// <summary><c>GITHUB_API_URL</c>, exactly (GitHub Enterprise Server: https://host/api/v3).</summary>
    public Uri ApiUrl => new(Get("GITHUB_API_URL") ?? "https://api.github.com");

    /// <summary><c>GITHUB_SERVER_URL</c>.</summary>
    public string ServerUrl => (Get("GITHUB_SERVER_URL") ?? "https://github.com").TrimEnd('/');

    /// <summary><c>GITHUB_RUN_ID</c>.</summary>
    public string? RunId => Get("GITHUB_RUN_ID");

    /// <summary><c>GITHUB_STEP_SUMMARY</c>: the file this step's job summary is appended to.</summary>
    public string? StepSummaryPath => Get("GITHUB_STEP_SUMMARY");

    /// <summary><c>GITHUB_WORKSPACE</c>: the checkout, against which the sticky comment's project key is made.</summary>
    public string? Workspace => Get("GITHUB_WORKSPACE");

    /// <summary><c>GITHUB_BASE_REF</c>: the pull request's base branch (<c>main</c>); GitHub sets it on
    /// <c>pull_request</c> and <c>pull_request_target</c> events only, so null means "not in a pull request".</summary>
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

    /// <summary>
    /// Who posts our comment: a <c>GITHUB_TOKEN</c> cannot read <c>/user</c> to find out, so it is configured
    /// (<c>PERFGATE_COMMENT_AUTHOR</c>, for a GitHub App's or a user's token) and defaults to the Actions bot.
    /// </summary>
    public string CommentAuthor => Get("PERFGATE_COMMENT_AUTHOR") ?? DefaultCommentAuthor;

    /// <summary>
    /// The run a reader should open: under <c>workflow_run</c> (the fork split) the run that measured, else this one.
    /// </summary>
    public string? RunUrl
    {
        get
        {
            if (EventName == "workflow_run"
                && EventValue("workflow_run", "html_url", JsonValueKind.String) is { } url
                && Uri.TryCreate(url.GetString(), UriKind.Absolute, out var parsed)
                && parsed.Scheme == Uri.UriSchemeHttps)
            {
                return parsed.AbsoluteUri;
            }

            return Repository is { } repository && RunId is { } runId
                ? $"{ServerUrl}/{repository}/actions/runs/{Uri.EscapeDataString(runId)}"
                : null;
        }
    }

    /// <summary><c>GITHUB_TOKEN</c>; internal so nothing outside the GitHub client can render it.</summary>
    internal string? Token => Get("GITHUB_TOKEN");

    /// <summary>The text with the token (if any) replaced by <c>***</c>.</summary>
    public string Scrub(string text) =>
        Token is { } token ? text.Replace(token, "***", StringComparison.Ordinal) : text;

    public override string ToString() => IsActions ? $"GitHub Actions ({EventName ?? "no event"}, {Get("GITHUB_REPOSITORY") ?? "no repository"})" : "not GitHub Actions";

    private string? Get(string name) => _lookup(name) is { Length: > 0 } value ? value.Trim() : null;

    /// <summary>The event payload's <c>parent.name</c> when it is of <paramref name="kind"/>; null otherwise.</summary>
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
