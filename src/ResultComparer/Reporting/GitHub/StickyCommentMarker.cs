namespace PerfGate.Reporting.GitHub;

/// <summary>The hidden HTML comment that makes a pull-request comment ours, one per gated project (its baseline, relative
/// to the checkout), so two gated projects in one repository keep two comments. Anyone can paste a marker: a comment is
/// only ours with the marker AND our author (<see cref="GitHubCommentReporter"/>).</summary>
internal sealed record StickyCommentMarker
{
    private StickyCommentMarker(string key) => Text = $"<!-- perfgate:sticky-comment {Uri.EscapeDataString(key)} -->";

    /// <summary>"&lt;!-- perfgate:sticky-comment benchmarks%2FSample%2Fperfgate-baseline.json --&gt;": escaped, so a
    /// path can never close the HTML comment.</summary>
    public string Text { get; }

    /// <param name="baselinePath">The gated project's baseline as the report records it: relative to the checkout
    /// when it was inside it (<see cref="GitHubActionsEnvironment.RelativeToWorkspace"/>), so the key survives the
    /// artifact's trip to another job.</param>
    public static StickyCommentMarker For(string? baselinePath) =>
        new(string.IsNullOrWhiteSpace(baselinePath) ? "default" : baselinePath.Replace('\\', '/'));

    public bool IsIn(string? body) => body is not null && body.Contains(Text, StringComparison.Ordinal);
}
