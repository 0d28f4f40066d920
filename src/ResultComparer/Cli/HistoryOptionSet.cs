using System.CommandLine;
using PerfGate.History;
using PerfGate.History.Store;
using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.Cli;

/// <summary><c>perfgate gate</c>'s options for main's history: with an anchor, the report gains a line when main has
/// drifted since it (docs/history.md). <c>perfgate history</c> names the same settings without the prefix.</summary>
internal sealed class HistoryOptionSet
{
    public Option<string?> Anchor { get; } = new(GateOptions.HistoryAnchor.CliName)
    {
        Description = "Read main's history since this revision (a release tag, or the commit the baseline was recorded at) and say in the report when main drifted since; empty: not read.",
    };

    public Option<string?> Branch { get; } = new(GateOptions.HistoryBranch.CliName) { Description = $"The branch that holds the history's records. Default: {HistoryBranch.DefaultBranch}." };

    public Option<string?> Url { get; } = new(GateOptions.HistoryUrl.CliName) { Description = "Where the history's page is published (its GitHub Pages site, or the history workflow's runs), for links." };

    public void AddTo(Command command) => CliConventions.Add(command, Anchor, Branch, Url);

    /// <summary>The gate's check: only when an anchor is named. The repository is the baseline's.</summary>
    public MainHistoryCheck? ReadForGate(ParseResult parseResult, GateSettings settings, string repository) =>
        parseResult.GetValue(Anchor) is { Length: > 0 } anchor
            ? new MainHistoryCheck(
                new HistorySource(repository, CliConventions.Nonempty(parseResult.GetValue(Branch)) ?? HistoryBranch.DefaultBranch),
                anchor,
                settings,
                Url: CliConventions.Nonempty(parseResult.GetValue(Url)))
            : null;
}
