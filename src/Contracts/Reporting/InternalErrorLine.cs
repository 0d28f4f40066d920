using System.Text.RegularExpressions;

namespace PerfGate.Reporting;

/// <summary>
/// The one line of standard error with which <c>perfgate</c> ends when it crashed (<see cref="ExitCodes.InternalError"/>):
/// "perfgate: internal error (a PerfGate bug, please report it at …): InvalidOperationException: … (stack trace: /tmp/…)".
/// The tool writes it with <see cref="ToString"/> and the MSBuild task reads it with <see cref="Parse"/>, so the task can
/// say "this is a PerfGate bug" with the stack trace's file instead of passing the line on as the user's error.
/// </summary>
/// <param name="ExceptionType">The exception's type name, without its namespace.</param>
/// <param name="StackTracePath">The file that holds the stack trace; null when none could be written (it is then on
/// standard error after this line).</param>
public sealed partial record InternalErrorLine(string ExceptionType, string Message, string? StackTracePath)
{
    public const string IssuesUrl = "https://github.com/perfgate/perfgate/issues";

    private const string StackTraceOpening = " (stack trace: ";

    public override string ToString() =>
        LogText.OneLine($"perfgate: internal error (a PerfGate bug, please report it at {IssuesUrl}): {ExceptionType}: {Message}" +
            (StackTracePath is null ? "" : $"{StackTraceOpening}{StackTracePath})"));

    /// <returns>Null for any other line.</returns>
    public static InternalErrorLine? Parse(string line)
    {
        var match = Shape().Match(line);
        if (!match.Success)
        {
            return null;
        }

        // The path comes last and was written by the tool; a message may hold anything, so the last opening is the path's.
        var rest = match.Groups["rest"].Value;
        var opening = rest.LastIndexOf(StackTraceOpening, StringComparison.Ordinal);
        return opening >= 0 && rest.EndsWith(')')
            ? new(match.Groups["type"].Value, rest[..opening], rest[(opening + StackTraceOpening.Length)..^1])
            : new(match.Groups["type"].Value, rest, null);
    }

    [GeneratedRegex(@"^perfgate: internal error \(a PerfGate bug, please report it at [^ ]+\): (?<type>[^: ]+): (?<rest>.*)$")]
    private static partial Regex Shape();
}
