using System.Globalization;
using PerfGate.Options;

namespace PerfGate.Tasks;

/// <summary>
/// The accepted values of the PerfGate properties that the tasks check before anything is built, so a
/// misspelling fails in a second instead of after minutes of benchmarks, and never passes silently. The
/// lists come from the contract the tool reads too (<see cref="GateDefaults"/>).
/// </summary>
public static class PropertyValues
{
    /// <summary>PerfGateComment: auto (comment in a GitHub pull request), true (always try), false (never).</summary>
    public static IReadOnlyList<string> CommentModes { get; } = ["auto", "true", "false"];

    public static IReadOnlyList<string> Booleans { get; } = ["true", "false"];

    /// <summary>PerfGateConfirmReruns: 0 to <see cref="GateDefaults.MaxConfirmReruns"/>.</summary>
    public static IReadOnlyList<string> ConfirmRerunCounts { get; } = Counts(0, GateDefaults.MaxConfirmReruns);

    /// <summary>PerfGateBaselineRuns: 1 to <see cref="GateDefaults.MaxBaselineRuns"/>.</summary>
    public static IReadOnlyList<string> BaselineRunCounts { get; } = Counts(1, GateDefaults.MaxBaselineRuns);

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

    private static string[] Counts(int from, int to) =>
        [.. Enumerable.Range(from, to - from + 1).Select(n => n.ToString(CultureInfo.InvariantCulture))];
}
