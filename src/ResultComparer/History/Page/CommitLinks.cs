using System.Globalization;

namespace PerfGate.History.Page;

/// <summary>
/// An address with <c>{0}</c> where a commit's sha goes, such as <c>https://github.com/OWNER/REPO/commit/{0}</c>.
/// Only http and https are accepted: the page's one way out is a link a reader clicks, never a <c>javascript:</c> one.
/// </summary>
internal sealed record CommitLinks
{
    private readonly string _template;

    private CommitLinks(string template) => _template = template;

    /// <exception cref="ArgumentException">No <c>{0}</c>, another placeholder, or not an absolute http(s) address; the message
    /// starts with the template and says which (the edge that took it names its option).</exception>
    public static CommitLinks Parse(string template)
    {
        ArgumentNullException.ThrowIfNull(template);
        if (!template.Contains("{0}", StringComparison.Ordinal))
        {
            throw new ArgumentException($"'{template}' has no {{0}} for the commit.");
        }

        string sample;
        try
        {
            sample = string.Format(CultureInfo.InvariantCulture, template, "0000000");
        }
        catch (FormatException)
        {
            throw new ArgumentException($"'{template}' may hold only {{0}} (write other braces twice).");
        }

        if (!Uri.TryCreate(sample, UriKind.Absolute, out var uri) || (uri.Scheme != Uri.UriSchemeHttps && uri.Scheme != Uri.UriSchemeHttp))
        {
            throw new ArgumentException($"'{template}' is not an absolute http or https address.");
        }

        return new CommitLinks(template);
    }

    /// <summary>The commit's address, unescaped for HTML (the caller escapes it where it writes it).</summary>
    public string For(string commit) =>
        string.Format(CultureInfo.InvariantCulture, _template, Uri.EscapeDataString(commit));

    public override string ToString() => _template;
}
