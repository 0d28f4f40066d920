using Octokit;
using Octokit.Internal;

namespace PerfGate.Reporting.GitHub;

/// <summary>
/// An Octokit client on the exact <c>GITHUB_API_URL</c>: <c>new GitHubClient(header, uri)</c> would rewrite a
/// GitHub Enterprise Server host to <c>/api/v3/</c>, so the client is built on a <see cref="Connection"/>.
/// </summary>
public static class GitHubClientFactory
{
    public static readonly TimeSpan RequestTimeout = TimeSpan.FromSeconds(30);

    public static IGitHubClient Create(GitHubActionsEnvironment environment)
    {
        var token = environment.Token ?? throw new InvalidOperationException("GITHUB_TOKEN is not set.");
        var connection = new Connection(
            new ProductHeaderValue("PerfGate", typeof(GitHubClientFactory).Assembly.GetName().Version?.ToString() ?? "1.0"),
            WithTrailingSlash(environment.ApiUrl),
            new InMemoryCredentialStore(new Credentials(token)));
        connection.SetRequestTimeout(RequestTimeout);
        return new GitHubClient(connection);
    }

    // Octokit resolves "repos/…" against the base address: without the slash, https://host/api/v3 would lose "v3".
    private static Uri WithTrailingSlash(Uri uri) =>
        uri.AbsoluteUri.EndsWith('/') ? uri : new Uri(uri.AbsoluteUri + "/");
}
