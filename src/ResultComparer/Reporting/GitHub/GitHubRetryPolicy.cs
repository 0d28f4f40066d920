using System.Globalization;
using System.Net;
using Octokit;

namespace PerfGate.Reporting.GitHub;

/// <summary>Bounded retries for GitHub calls (Octokit retries nothing): 5xx, 429, timeouts, dropped connections and rate
/// limits are tried again after a backoff, or after the server's <c>Retry-After</c> (or rate-limit reset) when that is
/// within <see cref="MaxWait"/>; everything else, a 403 from a read-only token above all, fails at once. Not Polly: the
/// policy is a dozen lines, and the tool keeps one dependency fewer.</summary>
/// <param name="MaxAttempts">Tries in all, the first included.</param>
/// <param name="FirstBackoff">The wait before the second try; doubled before each later one.</param>
/// <param name="MaxWait">The longest single wait the server may ask for; asked for longer, we give up.</param>
/// <param name="Budget">The most time spent waiting over all retries of one call.</param>
internal sealed record GitHubRetryPolicy(int MaxAttempts, TimeSpan FirstBackoff, TimeSpan MaxWait, TimeSpan Budget)
{
    public static GitHubRetryPolicy Default { get; } = new(4, TimeSpan.FromSeconds(2), TimeSpan.FromSeconds(60), TimeSpan.FromSeconds(120));

    /// <exception cref="ApiException">The call failed for good: not retryable, or out of attempts or budget.</exception>
    public async Task<T> ExecuteAsync<T>(Func<Task<T>> call)
    {
        var waited = TimeSpan.Zero;
        for (var attempt = 1; ; attempt++)
        {
            try
            {
                return await call().ConfigureAwait(false);
            }
            catch (Exception e) when (attempt < MaxAttempts && WaitBeforeRetry(e, attempt) is { } wait && waited + wait <= Budget)
            {
                waited += wait;
                await Task.Delay(wait).ConfigureAwait(false);
            }
        }
    }

    /// <returns>How long to wait before trying again, or null when the failure is final.</returns>
    internal TimeSpan? WaitBeforeRetry(Exception failure, int attempt)
    {
        var backoff = FirstBackoff * Math.Pow(2, attempt - 1);
        // Dropped connections and timeouts (HttpClient reports a timeout as a cancellation).
        if (failure is HttpRequestException or TaskCanceledException)
        {
            return backoff;
        }

        if (failure is not ApiException api)
        {
            return null;
        }

        var headers = api.HttpResponse?.Headers;
        if (RetryAfter(headers) is { } asked)
        {
            return asked <= MaxWait ? asked : null;
        }

        if (api.StatusCode == (HttpStatusCode)429 || (int)api.StatusCode >= 500)
        {
            return backoff;
        }

        // A primary rate limit: a 403 with no requests left, worth waiting for only if the reset is near.
        return api.StatusCode == HttpStatusCode.Forbidden && Header(headers, "x-ratelimit-remaining") == "0"
            && UntilReset(headers) is { } reset && reset <= MaxWait
                ? reset
                : null;
    }

    // NumberStyles.None takes no sign: never a negative wait.
    private static TimeSpan? RetryAfter(IReadOnlyDictionary<string, string>? headers) =>
        Header(headers, "Retry-After") is { } text && int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out var seconds)
            ? TimeSpan.FromSeconds(seconds)
            : null;

    private static TimeSpan? UntilReset(IReadOnlyDictionary<string, string>? headers) =>
        Header(headers, "x-ratelimit-reset") is { } text && long.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out var epoch)
            ? Max(DateTimeOffset.FromUnixTimeSeconds(epoch) - DateTimeOffset.UtcNow, TimeSpan.Zero) + TimeSpan.FromSeconds(1)
            : null;

    private static string? Header(IReadOnlyDictionary<string, string>? headers, string name) =>
        headers?.FirstOrDefault(h => string.Equals(h.Key, name, StringComparison.OrdinalIgnoreCase)).Value;

    private static TimeSpan Max(TimeSpan a, TimeSpan b) => a > b ? a : b;
}
