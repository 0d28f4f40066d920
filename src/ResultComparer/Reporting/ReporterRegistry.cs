using PerfGate.Reporting.Console;
using PerfGate.Reporting.GitHub;
using PerfGate.Reporting.Json;
using PerfGate.Reporting.Markdown;
using PerfGate.Reports;

namespace PerfGate.Reporting;

/// <summary>Every report kind by the name users give it; the one place a new kind is added.</summary>
internal static class ReporterRegistry
{
    private static readonly Dictionary<string, Func<GateReporterBase>> Factories = new(StringComparer.OrdinalIgnoreCase)
    {
        [ReportKinds.Console] = () => new ConsoleTableReporter(),
        [ReportKinds.Markdown] = () => new MarkdownReporter(),
        [ReportKinds.Json] = () => new JsonReporter(),
        [ReportKinds.GitHubSummary] = () => new GitHubSummaryReporter(),
        [ReportKinds.GitHubComment] = () => new GitHubCommentReporter(),
        [ReportKinds.GitHubAnnotations] = () => new GitHubAnnotationsReporter(),
    };

    public static string Names { get; } = string.Join(", ", Factories.Keys);

    public static GateReporterBase? Create(string name) => Factories.TryGetValue(name.Trim(), out var factory) ? factory() : null;
}
