namespace PerfGate.Tasks;

/// <summary>
/// The accepted values of the PerfGate properties that the tasks check before any benchmark runs, so a
/// misspelling fails in a second instead of after minutes of benchmarks, and never passes silently.
/// </summary>
public static class PropertyValues
{
    /// <summary>PerfGateJob: the same names <c>perfgate run --job</c> accepts.</summary>
    public static IReadOnlyList<string> Jobs { get; } = ["ci", "short", "medium", "long", "default", "dry"];

    /// <summary>PerfGateComment: auto (comment in a GitHub pull request), true (always try), false (never).</summary>
    public static IReadOnlyList<string> CommentModes { get; } = ["auto", "true", "false"];

    public static IReadOnlyList<string> Booleans { get; } = ["true", "false"];

    /// <summary>PerfGateConfirmReruns: the counts <c>perfgate compare --confirm-reruns</c> accepts.</summary>
    public static IReadOnlyList<string> ConfirmRerunCounts { get; } = ["0", "1", "2", "3", "4", "5"];

    /// <summary>PerfGateBaselineRuns: how many runs a baseline pools (each a full benchmark run).</summary>
    public static IReadOnlyList<string> BaselineRunCounts { get; } = ["1", "2", "3", "4", "5"];

    /// <summary>Finds <paramref name="value"/> among <paramref name="allowed"/>, ignoring case and surrounding blanks.</summary>
    /// <returns>The canonical spelling, or null when the value is not allowed.</returns>
    public static string? Match(string? value, IReadOnlyList<string> allowed)
    {
        var trimmed = value?.Trim();
        return allowed.FirstOrDefault(a => string.Equals(a, trimmed, StringComparison.OrdinalIgnoreCase));
    }

    /// <returns>The message for an unknown value, naming the property and the allowed values.</returns>
    public static string UnknownValueMessage(string propertyName, string? value, IReadOnlyList<string> allowed) =>
        $"{propertyName}: unknown value '{value}'. Allowed values: {string.Join(", ", allowed)}.";
}
