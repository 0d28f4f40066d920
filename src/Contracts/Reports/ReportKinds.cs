using PerfGate.Layout;

namespace PerfGate.Reports;

/// <summary>The report kinds users name in <c>--report kind[=path]</c>.</summary>
public static class ReportKinds
{
    public const string Console = "console";
    public const string Markdown = "md";
    public const string Json = "json";
    public const string GitHubSummary = "github-summary";
    public const string GitHubComment = "github-comment";
    public const string GitHubAnnotations = "github-annotations";

    /// <summary>What a gate (or a join of shards) writes when not told otherwise. The JSON is written whatever else is
    /// asked: the MSBuild task reads it back.</summary>
    public static IReadOnlyList<(string Kind, string? Path)> GateDefaults(RunLayout layout) =>
        [(Console, null), (Markdown, layout.ReportMarkdownPath), (Json, layout.ReportJsonPath)];
}
