namespace PerfGate.Options;

/// <summary>
/// One MSBuild global property the head's benchmark build had (<c>Name=Value</c>), handed by the MSBuild task to
/// <c>perfgate gate --build-property</c>. The same-runner mode builds the base revision with exactly these, so both
/// sides are the same build of different code.
/// </summary>
public sealed record BuildProperty(string Name, string Value)
{
    public static BuildProperty Parse(string text, GateOption option)
    {
        var equals = text.IndexOf('=', StringComparison.Ordinal);
        var name = equals > 0 ? text[..equals].Trim() : "";
        if (name.Length == 0 || !IsValidName(name))
        {
            throw new PerfGateInputException(
                option,
                $"'{text}' is not an MSBuild property: write Name=Value (a name of letters, digits, '_' and '-', not starting with a digit or '-'), e.g. Configuration=Release.");
        }

        return new BuildProperty(name, text[(equals + 1)..]);
    }

    // Escaped so that ';' and ',' (which separate properties in a switch) and '%' stay part of the value.
    public string ToSwitch() => $"-p:{Name}={Escape(Value)}";

    public override string ToString() => $"{Name}={Value}";

    private static string Escape(string value) => value
        .Replace("%", "%25", StringComparison.Ordinal)
        .Replace(";", "%3B", StringComparison.Ordinal)
        .Replace(",", "%2C", StringComparison.Ordinal)
        .Replace("\"", "%22", StringComparison.Ordinal);

    private static bool IsValidName(string name) =>
        (char.IsAsciiLetter(name[0]) || name[0] == '_')
        && name.All(c => char.IsAsciiLetterOrDigit(c) || c is '_' or '-');
}
