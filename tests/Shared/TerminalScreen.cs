using System.Text.RegularExpressions;

namespace PerfGate.Tests.Shared;

/// <summary>What a terminal shows of a program's output: its text without colours, cursor moves and hyperlinks.</summary>
public static partial class TerminalScreen
{
    public static string Text(string output) => TerminalCode().Replace(output, "");

    [GeneratedRegex(@"\x1B\[[0-9;?]*[A-Za-z]|\x1B\]8;;[^\x1B]*\x1B\\|\x1B\][^\x1B\x07]*(\x07|\x1B\\)|\x1B[=>]")]
    private static partial Regex TerminalCode();
}
