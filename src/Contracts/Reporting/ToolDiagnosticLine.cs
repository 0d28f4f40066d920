using System.Text.RegularExpressions;

namespace PerfGate.Reporting;

/// <summary>
/// A line of the tool's standard error that the MSBuild task logs as an error or warning of its own: what stopped a command
/// ("perfgate gate: error: PG0010: …") or what the tool found worth a look after deciding ("PerfGate: warning: PG0207: …").
/// The tool writes each as <see cref="ToString"/> and the task reads it with <see cref="Parse"/>, so the two cannot drift apart.
/// </summary>
/// <param name="Source">"perfgate gate" (an error names the command that refused), or "PerfGate" (a warning).</param>
public sealed partial record ToolDiagnosticLine(string Source, DiagnosticSeverity Severity, string? Code, string Message)
{
    /// <param name="command">"gate", "baseline record"; empty for the command line's own usage errors.</param>
    public static ToolDiagnosticLine Error(string command, string? code, string message) => new($"perfgate {command}".TrimEnd(), DiagnosticSeverity.Error, code, message);

    public static ToolDiagnosticLine Warning(string? code, string message) => new("PerfGate", DiagnosticSeverity.Warning, code, message);

    /// <summary>What the build log says after "error PG0001:", which names the severity; an error without a code keeps the command.</summary>
    public string BuildLogMessage => Code is null && Severity == DiagnosticSeverity.Error ? $"{Source}: {Message}" : Message;

    /// <summary>The line as the console shows it: one line, whatever the message holds.</summary>
    public override string ToString() => LogText.OneLine($"{Source}: {Severity.ToString().ToLowerInvariant()}: {(Code is null ? "" : $"{Code}: ")}{Message}");

    /// <returns>Null for any other line, which the task logs as it is.</returns>
    public static ToolDiagnosticLine? Parse(string line) => Shape().Match(line) is { Success: true } match
        ? new(match.Groups["source"].Value, Enum.Parse<DiagnosticSeverity>(match.Groups["severity"].Value, ignoreCase: true),
            match.Groups["code"].Success ? match.Groups["code"].Value : null, match.Groups["message"].Value)
        : null;

    [GeneratedRegex("^(?:(?<source>perfgate(?: [^:]+)?): (?<severity>error)|(?<source>PerfGate): (?<severity>warning)): (?:(?<code>PG[0-9]{4}): )?(?<message>.+)$")]
    private static partial Regex Shape();
}
