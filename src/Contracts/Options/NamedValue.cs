namespace PerfGate.Options;

/// <summary>Reads an option whose value is one of a few names (<c>auto|true|false</c>, <c>changed|all</c>): case and
/// surrounding blanks do not matter, nothing given is the default, anything else is refused naming the option.</summary>
internal static class NamedValue
{
    /// <param name="use">What to say instead, after "Use ": the names, and what they mean where that helps.</param>
    public static T Parse<T>(string? text, T fallback, IReadOnlyList<T> values, Func<T, string> name, GateOption option, string use)
    {
        if (string.IsNullOrWhiteSpace(text))
        {
            return fallback;
        }

        return values.Where(value => string.Equals(name(value), text.Trim(), StringComparison.OrdinalIgnoreCase)).ToList() is [var match, ..]
            ? match
            : throw new PerfGateInputException(option, $"unknown value '{text}'. Use {use}.");
    }
}
