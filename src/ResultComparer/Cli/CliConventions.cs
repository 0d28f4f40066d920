using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;

namespace PerfGate.Cli;

/// <summary>What every command shares: how a setting is named in messages, the options several take, and where a command reports.</summary>
internal static class CliConventions
{
    /// <summary>
    /// <c>--option-names msbuild</c>: the MSBuild tasks pass it so errors name <c>PerfGateTimeThreshold</c>, the
    /// property the user set, instead of <c>--time-threshold</c>. Hidden: people never need it.
    /// </summary>
    public static Option<string> OptionNames { get; } = new("--option-names")
    {
        Description = "How messages name a setting: 'cli' (--time-threshold) or 'msbuild' (PerfGateTimeThreshold).",
        Hidden = true,
        Recursive = true,
        DefaultValueFactory = _ => "cli",
    };

    /// <summary>Adds <paramref name="options"/> to <paramref name="command"/> in this order, the order its help lists them.</summary>
    public static void Add(Command command, params Option[] options)
    {
        foreach (var option in options)
        {
            command.Options.Add(option);
        }
    }

    public static Option<string> BaselineOption(string description) => new(GateOptions.Baseline.CliName) { Description = description, Required = true };

    public static Option<string> CommentOption() => new(GateOptions.Comment.CliName)
    {
        Description = "The pull-request comment in GitHub Actions: 'auto' (default) comments when the gate fails and keeps an existing comment up to date; 'true' always; 'false' never.",
    };

    public static Option<string[]> ReportOption(string defaults) => new(GateOptions.Report.CliName)
    {
        Description = $"A report to write, repeatable: {ReporterRegistry.Names}; 'kind' writes to standard output, 'kind=path' to a file. {defaults}",
    };

    public static IReadOnlyList<ReportTarget> ReportTargets(ParseResult parseResult, Option<string[]> option) =>
        (parseResult.GetValue(option) ?? []).Select(ReportTarget.Parse).ToList();

    /// <summary>An option's text, trimmed; null when it is empty, so the default applies.</summary>
    public static string? Nonempty(string? text) => string.IsNullOrWhiteSpace(text) ? null : text.Trim();

    public static OptionNaming Naming(ParseResult parseResult) =>
        string.Equals(parseResult.GetValue(OptionNames)?.Trim(), "msbuild", StringComparison.OrdinalIgnoreCase) ? OptionNaming.MSBuild : OptionNaming.Cli;

    /// <summary>
    /// Where the command reports besides its files. In GitHub Actions a command run from a workflow step also
    /// annotates the offending methods with workflow commands; started by the MSBuild task it does not, because
    /// the task's <c>file(line,col): error</c> lines are annotated by the problem matcher
    /// <c>actions/setup-dotnet</c> registers, and every finding would show twice.
    /// </summary>
    public static ReportingContext Reporting(ParseResult parseResult, GitHubActionsEnvironment environment, CommentSettings comment) =>
        new(environment, comment) { AnnotateFindings = Naming(parseResult) != OptionNaming.MSBuild };
}
