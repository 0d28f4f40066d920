namespace PerfGate.History.Page;

/// <summary>How <see cref="HistoryPage"/> renders: everything the analysis does not say.</summary>
internal sealed record HistoryPageOptions
{
    public const string DefaultTitle = "PerfGate history";

    public string Title { get; init; } = DefaultTitle;

    /// <summary>
    /// Where a commit's page is, with <c>{0}</c> for its sha: <c>https://github.com/OWNER/REPO/commit/{0}</c>. Null or
    /// empty renders commits as plain text.
    /// </summary>
    /// <exception cref="ArgumentException">Set to an address without <c>{0}</c>, or not an absolute http(s) one: refused
    /// here, where the user's text comes in, rather than as a broken link on the page.</exception>
    public string? CommitLinkTemplate
    {
        get;
        init
        {
            CommitLinks = string.IsNullOrEmpty(value) ? null : CommitLinks.Parse(value);
            field = value;
        }
    }

    /// <summary>Printed in the footer; set it to render a page that is the same on every run.</summary>
    public DateTimeOffset GeneratedAt { get; init; } = DateTimeOffset.UtcNow;

    internal CommitLinks? CommitLinks { get; private init; }
}
