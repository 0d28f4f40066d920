using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting.GitHub;
using PerfGate.Workflows;

namespace PerfGate.Cli;

/// <summary>
/// The options of a comparison that runs nothing — thresholds, reports and the pull-request comment — shared by
/// <c>perfgate compare</c> and <c>perfgate join</c>, which differ only in where their results come from.
/// </summary>
internal sealed class ComparisonOptionSet(GitHubActionsEnvironment environment)
{
    private readonly Option<string> _comment = CliConventions.CommentOption();

    private readonly Option<string[]> _reports = CliConventions.ReportOption("Default: console; in GitHub Actions also github-summary and github-comment.");

    private readonly GateSettingsOptionSet _settings = new(withConfirmReruns: false);

    public void AddTo(Command command)
    {
        CliConventions.Add(command, _reports, _comment);
        _settings.AddTo(command);
    }

    public CompareRequest Read(ParseResult parseResult, string baselinePath, string resultsPath)
    {
        var reports = CliConventions.ReportTargets(parseResult, _reports);
        return new CompareRequest(
            baselinePath,
            resultsPath,
            _settings.Read(parseResult),
            reports,
            CliConventions.Reporting(parseResult, environment, new CommentSettings(CommentMode.Parse(parseResult.GetValue(_comment)))));
    }
}
