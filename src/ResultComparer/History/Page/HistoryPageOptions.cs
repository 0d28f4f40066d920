namespace PerfGate.History.Page;

/// <summary>How <see cref="HistoryPage"/> renders: everything the analysis does not say.</summary>
/// <param name="GeneratedAt">Printed in the footer; passed in rather than read from the clock so a page is reproducible.</param>
public sealed record HistoryPageOptions(DateTimeOffset GeneratedAt)
{
    public const string DefaultTitle = "PerfGate history";

    public string Title { get; init; } = DefaultTitle;

    /// <summary>Where a commit's page is (GitHub's, say); null renders commits as plain text.</summary>
    public CommitLinkTemplate? CommitLinks { get; init; }
}
