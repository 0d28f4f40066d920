using PerfGate.Options;

namespace PerfGate.Tasks;

/// <summary>
/// The accepted values of the PerfGate properties that the tasks check before anything is built, so a
/// misspelling fails in a second instead of after minutes of benchmarks, and never passes silently. The
/// lists come from the contract the tool reads too (<see cref="GateDefaults"/>).
/// </summary>
public static class PropertyValues
{
    public static IReadOnlyList<string> Booleans { get; } = ["true", "false"];

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
