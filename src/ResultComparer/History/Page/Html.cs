using System.Net;
using PerfGate.Git;

namespace PerfGate.History.Page;

/// <summary>Text into HTML and SVG: benchmark names and notes are untrusted, so everything written goes through here.</summary>
internal static class Html
{
    /// <summary>Escapes &lt; &gt; &amp; " and ', so the result is safe both as element text and as a quoted attribute.</summary>
    public static string Escape(string text) => WebUtility.HtmlEncode(text);

    /// <summary>The short sha, linked to its page when there is a template.</summary>
    public static string Commit(string commit, CommitLinks? links, string? title = null)
    {
        var titleAttribute = title is null ? "" : $" title=\"{Escape(title)}\"";
        var text = $"<code>{Escape(GitNames.ShortCommit(commit))}</code>";
        return links is null
            ? $"<span{titleAttribute}>{text}</span>"
            : $"<a href=\"{Escape(links.For(commit))}\"{titleAttribute}>{text}</a>";
    }
}
