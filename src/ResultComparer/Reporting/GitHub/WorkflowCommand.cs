namespace PerfGate.Reporting.GitHub;

/// <summary>One GitHub Actions workflow command line, <c>::error file=…,line=…,title=…::message</c>, escaped as the runner
/// unescapes it: in the message <c>%</c>, CR and LF; in a property value also <c>:</c> and <c>,</c>. Benchmark names are
/// untrusted text: unescaped, a newline in one would start a command of its own.</summary>
internal static class WorkflowCommand
{
    public static string Format(string command, IReadOnlyList<KeyValuePair<string, string>> properties, string message)
    {
        var list = string.Join(',', properties.Select(p => $"{p.Key}={EscapeProperty(p.Value)}"));
        return $"::{command}{(list.Length == 0 ? "" : " " + list)}::{EscapeData(message)}";
    }

    public static string EscapeData(string value) => value
        .Replace("%", "%25", StringComparison.Ordinal)
        .Replace("\r", "%0D", StringComparison.Ordinal)
        .Replace("\n", "%0A", StringComparison.Ordinal);

    public static string EscapeProperty(string value) => EscapeData(value)
        .Replace(":", "%3A", StringComparison.Ordinal)
        .Replace(",", "%2C", StringComparison.Ordinal);
}
