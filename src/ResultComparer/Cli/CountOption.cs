using System.Globalization;
using PerfGate.Options;

namespace PerfGate.Cli;

/// <summary>A whole number within bounds, from an option or property value.</summary>
internal static class CountOption
{
    /// <exception cref="PerfGateInputException">Not a whole number from <paramref name="min"/> to <paramref name="max"/>.</exception>
    public static int Parse(string text, GateOption option, int min, int max, string hint) =>
        int.TryParse(text.Trim(), NumberStyles.None, CultureInfo.InvariantCulture, out var count) && count >= min && count <= max
            ? count
            : throw new PerfGateInputException(option, $"'{text}' is not a whole number from {min} to {max}. {hint}");
}
