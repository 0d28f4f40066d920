using System.Text.RegularExpressions;

namespace PerfGate.Tests.History.Page;

/// <summary>The charts of a page (as rendered, or as a browser serialized its DOM), read with patterns: the page's markup
/// is ours and regular, and a test that parses it no more leniently than a browser would still catches a broken chart.</summary>
internal static partial class RenderedCharts
{
    public static IReadOnlyList<string> Time(string html) => Charts(html, "time");

    public static IReadOnlyList<string> Allocation(string html) => Charts(html, "alloc");

    public static int Count(string svg, string pattern) => Regex.Matches(svg, pattern).Count;

    /// <summary>The value of every <paramref name="attribute"/>="…" in the text.</summary>
    public static IReadOnlyList<string> Attributes(string html, string attribute) =>
        [.. Regex.Matches(html, $"\\s{attribute}=\"([^\"]*)\"").Select(m => m.Groups[1].Value)];

    private static List<string> Charts(string html, string kind) =>
        [.. Regex.Matches(html, $"<svg class=\"chart {kind}\".*?</svg>", RegexOptions.Singleline).Select(m => m.Value)];
}
