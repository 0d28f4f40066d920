using System.Buffers;
using System.Globalization;
using System.Text;

namespace PerfGate.Reporting;

/// <summary>
/// Benchmark ids, reasons and host names come from the code under review and its BenchmarkDotNet JSON, so they
/// are untrusted text, and the console report and the diagnostics end up in build logs: a newline in an id
/// would start a line of its own, which GitHub Actions runs as a workflow command (<c>::error …</c>) and the
/// MSBuild task trusts as the summary (<c>PerfGate: passed</c>); a right-to-left override would make a log line
/// read differently from what it says. <see cref="OneLine"/> makes such text one visible line.
/// </summary>
/// <remarks>
/// Every control (Cc), format (Cf), line or paragraph separator (Zl, Zp) character and every lone surrogate is
/// written as its code point in C# escape notation: a newline becomes <c>\u000A</c>, U+202E <c>\u202E</c>, a
/// supplementary format character such as a tag <c>\U000E0041</c>. A backslash is left as it is (ids contain
/// paths and regexes), so a literal <c>\u000A</c> in an id reads the same as an escaped newline: the log
/// stays one line either way, and the JSON report keeps the raw id.
/// </remarks>
public static class LogText
{
    public static string OneLine(string? text)
    {
        if (string.IsNullOrEmpty(text))
        {
            return text ?? string.Empty;
        }

        var builder = new StringBuilder(text.Length + 8);
        var rest = text.AsSpan();
        while (rest.Length > 0)
        {
            if (Rune.DecodeFromUtf16(rest, out var rune, out var consumed) != OperationStatus.Done)
            {
                // A lone surrogate: escape the one UTF-16 unit, so no decoder can pair it with what follows.
                AppendEscaped(builder, rest[0]);
                rest = rest[1..];
                continue;
            }

            if (IsInvisible(rune))
            {
                builder.Append(Escaped(rune));
            }
            else
            {
                builder.Append(rest[..consumed]);
            }

            rest = rest[consumed..];
        }

        return builder.ToString();
    }

    /// <summary>A character that breaks a line, reorders or hides text, or shows nothing: never printed raw.</summary>
    public static bool IsInvisible(Rune rune) =>
        Rune.GetUnicodeCategory(rune) is UnicodeCategory.Control or UnicodeCategory.Format
            or UnicodeCategory.LineSeparator or UnicodeCategory.ParagraphSeparator;

    /// <summary><c>\u000A</c>, or <c>\U000E0041</c> above the Basic Multilingual Plane.</summary>
    public static string Escaped(Rune rune) =>
        rune.IsBmp
            ? "\\u" + rune.Value.ToString("X4", CultureInfo.InvariantCulture)
            : "\\U" + rune.Value.ToString("X8", CultureInfo.InvariantCulture);

    private static void AppendEscaped(StringBuilder builder, char unit) =>
        builder.Append("\\u").Append(((int)unit).ToString("X4", CultureInfo.InvariantCulture));
}
