using System.Buffers;
using System.Globalization;
using System.Text;

namespace PerfGate.Reporting;

/// <summary>Benchmark ids, reasons and host names come from the code under review and its BenchmarkDotNet JSON, so they are
/// untrusted text, and the console report and the diagnostics end up in build logs: a newline in an id would start a line
/// of its own, which GitHub Actions runs as a workflow command (<c>::error …</c>) and the MSBuild task trusts as the
/// summary (<c>PerfGate: passed</c>); a right-to-left override would make a log line read differently from what it says.
/// <see cref="OneLine"/> makes such text one visible line.</summary>
/// <remarks>Control, format, line and paragraph separator characters and lone surrogates become C# escapes (<c>\u000A</c>,
/// <c>\U000E0041</c>). A backslash is left as it is (ids contain paths and regexes): a literal <c>\u000A</c> reads the same,
/// but the log stays one line either way, and the JSON report keeps the raw id.</remarks>
public static class LogText
{
    public static string OneLine(string? text)
    {
        if (string.IsNullOrEmpty(text))
        {
            return text ?? string.Empty;
        }

        var builder = new StringBuilder(text.Length + 8);
        for (var rest = text.AsSpan(); rest.Length > 0;)
        {
            if (Rune.DecodeFromUtf16(rest, out var rune, out var consumed) != OperationStatus.Done)
            {
                // A lone surrogate: escape the one UTF-16 unit, so no decoder can pair it with what follows.
                builder.Append("\\u").Append(((int)rest[0]).ToString("X4", CultureInfo.InvariantCulture));
                consumed = 1;
            }
            else if (Rune.GetUnicodeCategory(rune) is UnicodeCategory.Control or UnicodeCategory.Format
                or UnicodeCategory.LineSeparator or UnicodeCategory.ParagraphSeparator)
            {
                builder.Append(rune.IsBmp ? "\\u" : "\\U").Append(rune.Value.ToString(rune.IsBmp ? "X4" : "X8", CultureInfo.InvariantCulture));
            }
            else
            {
                builder.Append(rest[..consumed]);
            }

            rest = rest[consumed..];
        }

        return builder.ToString();
    }
}
