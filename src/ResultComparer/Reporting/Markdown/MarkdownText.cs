using System.Text;

namespace PerfGate.Reporting.Markdown;

/// <summary>
/// Benchmark names come from the code under review, so they are untrusted text: a name must not be able to
/// break a table, inject a link or smuggle HTML into a PR comment or job summary.
/// </summary>
public static class MarkdownText
{
    public static string Escape(string text)
    {
        var builder = new StringBuilder(text.Length + 8);
        foreach (var c in text)
        {
            switch (c)
            {
                case '&': builder.Append("&amp;"); break;
                case '<': builder.Append("&lt;"); break;
                case '>': builder.Append("&gt;"); break;
                case '"': builder.Append("&quot;"); break;
                case '\r' or '\n': builder.Append(' '); break;
                // Brackets could form links, '@' would mention a user, '#' would link an issue, '|' would split a table cell.
                case '\\' or '`' or '*' or '_' or '[' or ']' or '#' or '|' or '~' or '@':
                    builder.Append('\\').Append(c);
                    break;
                default: builder.Append(c); break;
            }
        }

        return builder.ToString();
    }
}
