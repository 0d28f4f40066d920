namespace PerfGate.Options;

/// <summary>
/// A validated <c>--compare-to</c> / <c>PerfGateCompareTo</c> value: what the time verdicts compare with.
/// <c>baseline</c> is the committed baseline; anything but <c>auto</c> is a git revision to measure.
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

    public string? Revision { get; }

    public bool IsAuto { get; }

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
