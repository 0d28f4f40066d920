namespace PerfGate.Options;

/// <summary>
/// One MSBuild global property the head's benchmark build had (<c>Name=Value</c>). The same-runner mode builds the
/// base revision with exactly these, so both sides are the same build of different code: Release, the framework of a
/// multi-targeted project, PerfGate's Main for a test project, and whatever the user passed with <c>-p:</c>.
/// </summary>
/// <remarks>
/// The MSBuild task collects them (its project's global properties, then PerfGate's Release ones) and hands each to
/// <c>perfgate gate --build-property</c>; the tool turns each back into a <c>-p:</c> switch of the base's
/// <c>dotnet build</c>. One grammar for both ends, here.
/// </remarks>
public sealed record BuildProperty(string Name, string Value)
{
    /// <exception cref="PerfGateInputException">Not <c>Name=Value</c> with a name MSBuild accepts.</exception>
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

    /// <summary>The <c>-p:</c> switch of a <c>dotnet build</c> command line, its value escaped so that <c>;</c> and
    /// <c>,</c> (which separate properties in a switch) and <c>%</c> stay part of it.</summary>
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
