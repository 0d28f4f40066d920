namespace PerfGate.Options;

/// <summary>
/// A validated <c>--compare-to</c> / <c>PerfGateCompareTo</c> value: what the time verdicts compare with.
/// <c>auto</c> (the default) is the pull request's merge base in a pull request and the committed baseline
/// elsewhere; <c>baseline</c> is always the committed baseline; anything else is a git revision to measure.
/// </summary>
public sealed record CompareTo
{
    public const string AutoValue = GateDefaults.CompareTo;
    public const string BaselineValue = "baseline";

    private CompareTo(string? revision, bool auto)
    {
        Revision = revision;
        IsAuto = auto;
    }

    public static CompareTo Auto { get; } = new(null, auto: true);

    public static CompareTo CommittedBaseline { get; } = new(null, auto: false);

    /// <summary>The git revision to measure as the base; null for <see cref="Auto"/> and <see cref="CommittedBaseline"/>.</summary>
    public string? Revision { get; }

    public bool IsAuto { get; }

    /// <summary><c>auto</c> resolved in a pull request: its target branch (<c>GITHUB_BASE_REF</c>), whose merge base with
    /// the head is measured; null otherwise.</summary>
    public string? PullRequestBranch { get; private init; }

    /// <summary>
    /// <c>auto</c> made concrete where the gate runs, once, before anything else looks at it: the merge base with the
    /// pull request's target branch in a pull request, the committed baseline elsewhere. Other values stay as they are.
    /// </summary>
    /// <param name="pullRequestBranch">The pull request's target branch (GitHub Actions' <c>GITHUB_BASE_REF</c>); null outside one.</param>
    public CompareTo Resolve(string? pullRequestBranch) =>
        !IsAuto || PullRequestBranch is not null ? this
        : string.IsNullOrEmpty(pullRequestBranch) ? CommittedBaseline
        : new CompareTo(null, auto: true) { PullRequestBranch = pullRequestBranch };

    /// <exception cref="PerfGateInputException">The value could be read as a git option, or has characters no revision has.</exception>
    public static CompareTo Parse(string? value)
    {
        var text = value?.Trim();
        if (string.IsNullOrEmpty(text) || string.Equals(text, AutoValue, StringComparison.OrdinalIgnoreCase))
        {
            return Auto;
        }

        if (string.Equals(text, BaselineValue, StringComparison.OrdinalIgnoreCase))
        {
            return CommittedBaseline;
        }

        // git would read a leading '-' as an option; no branch, tag or commit contains whitespace or control characters.
        if (text.StartsWith('-') || text.Any(c => char.IsWhiteSpace(c) || char.IsControl(c)))
        {
            throw new PerfGateInputException(
                GateOptions.CompareTo,
                $"'{value}' is not a git revision. Use '{AutoValue}' (the pull request's merge base in a pull request, the committed baseline elsewhere), " +
                $"'{BaselineValue}' (always the committed baseline), or a branch, tag or commit such as 'origin/main'.");
        }

        return new CompareTo(text, auto: false);
    }

    public override string ToString() => Revision ?? (IsAuto ? AutoValue : BaselineValue);
}
