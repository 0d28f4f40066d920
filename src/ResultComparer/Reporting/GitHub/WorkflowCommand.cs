using System.Text;

namespace PerfGate.Reporting.GitHub;

/// <summary>
/// One GitHub Actions workflow command line, <c>::error file=…,line=…,title=…::message</c>, escaped as the runner
/// unescapes it: in the message <c>%</c>, CR and LF; in a property value also <c>:</c> and <c>,</c>. Benchmark
/// names are untrusted text: unescaped, a newline in one would start a command of its own.
/// </summary>
public static class WorkflowCommand
{
    public static string Format(string command, IReadOnlyList<KeyValuePair<string, string>> properties, string message)
    {
        var line = new StringBuilder("::").Append(command);
        for (var i = 0; i < properties.Count; i++)
        {
            line.Append(i == 0 ? ' ' : ',').Append(properties[i].Key).Append('=').Append(EscapeProperty(properties[i].Value));
        }

        return line.Append("::").Append(EscapeData(message)).ToString();
    }

    public static string EscapeData(string value) => value
        .Replace("%", "%25", StringComparison.Ordinal)
        .Replace("\r", "%0D", StringComparison.Ordinal)
        .Replace("\n", "%0A", StringComparison.Ordinal);

    public static string EscapeProperty(string value) => EscapeData(value)
        .Replace(":", "%3A", StringComparison.Ordinal)
        .Replace(",", "%2C", StringComparison.Ordinal);
}
