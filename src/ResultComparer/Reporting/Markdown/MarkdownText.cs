using System.Buffers;
using System.Globalization;
using System.Text;

namespace PerfGate.Reporting.Markdown;

/// <summary>
/// Benchmark names come from the code under review, so they are untrusted text: a name must not be able to
/// break a table, inject a link or smuggle HTML into a PR comment or job summary, nor hide or reorder text
/// with invisible characters (a right-to-left override).
/// </summary>
public static class MarkdownText
{
    public static string Escape(string text)
    {
        var builder = new StringBuilder(text.Length + 8);
        var rest = text.AsSpan();
        while (rest.Length > 0)
        {
            if (Rune.DecodeFromUtf16(rest, out var rune, out var consumed) != OperationStatus.Done)
            {
                builder.Append("\\\\u").Append(((int)rest[0]).ToString("X4", CultureInfo.InvariantCulture));
                rest = rest[1..];
                continue;
            }

            Append(builder, rune, rest[..consumed]);
            rest = rest[consumed..];
        }

        return builder.ToString();
    }

    /// <summary>
    /// The leading whole lines of <paramref name="markdown"/> whose sizes (<paramref name="size"/> of a line, plus one
    /// for its line feed) add up to at most <paramref name="room"/>, with a &lt;details&gt; block left open closed.
    /// </summary>
    public static string KeepWholeLines(string markdown, long room, Func<string, long> size)
    {
        var kept = new StringBuilder();
        long used = 0;
        var openDetails = 0;
        foreach (var line in markdown.Split('\n'))
        {
            used += size(line) + 1;
            if (used > room)
            {
                break;
            }

            kept.Append(line).Append('\n');
            openDetails += line.StartsWith("<details>", StringComparison.Ordinal) ? 1 : line.StartsWith("</details>", StringComparison.Ordinal) ? -1 : 0;
        }

        return openDetails > 0 ? kept.Append("</details>\n").ToString() : kept.ToString();
    }

    private static void Append(StringBuilder builder, Rune rune, ReadOnlySpan<char> source)
    {
        // Invisible characters are shown as their code point, as in the build log (LogText); the backslash is
        // escaped so Markdown shows it. An HTML entity would not do: the renderer turns it back into the character.
        if (LogText.IsInvisible(rune))
        {
            builder.Append('\\').Append(LogText.Escaped(rune));
            return;
        }

        switch (rune.Value)
        {
            case '&': builder.Append("&amp;"); break;
            case '<': builder.Append("&lt;"); break;
            case '>': builder.Append("&gt;"); break;
            case '"': builder.Append("&quot;"); break;
            // Brackets could form links, '@' would mention a user, '#' would link an issue, '|' would split a table cell.
            case '\\' or '`' or '*' or '_' or '[' or ']' or '#' or '|' or '~' or '@':
                builder.Append('\\').Append((char)rune.Value);
                break;
            default: builder.Append(source); break;
        }
    }
}
