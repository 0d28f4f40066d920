using System.Text;

namespace PerfGate.Reporting.Markdown;

/// <summary>Benchmark names come from the code under review, so they are untrusted text: a name must not be able to break a
/// table, inject a link or smuggle HTML into a PR comment or job summary, nor hide or reorder text with invisible
/// characters (a right-to-left override).</summary>
internal static class MarkdownText
{
    public static string Escape(string text)
    {
        var builder = new StringBuilder(text.Length + 8);
        // Invisible characters are first written as their code point, as in the build log, and that backslash is
        // escaped so Markdown shows it. An HTML entity would not do: the renderer turns it back into the character.
        foreach (var c in LogText.OneLine(text))
        {
            switch (c)
            {
                case '&': builder.Append("&amp;"); break;
                case '<': builder.Append("&lt;"); break;
                case '>': builder.Append("&gt;"); break;
                case '"': builder.Append("&quot;"); break;
                // Brackets could form links, '@' would mention a user, '#' would link an issue, '|' would split a table cell.
                case '\\' or '`' or '*' or '_' or '[' or ']' or '#' or '|' or '~' or '@':
                    builder.Append('\\').Append(c);
                    break;
                default: builder.Append(c); break;
            }
        }

        return builder.ToString();
    }

    /// <summary>The leading whole lines of <paramref name="markdown"/> whose sizes (<paramref name="size"/> of a line, plus
    /// one for its line feed) add up to at most <paramref name="room"/>; a &lt;details&gt; block left open is closed.</summary>
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
}
