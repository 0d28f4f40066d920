using System.CommandLine;
using PerfGate.Reporting.GitHub;
using PerfGate.Workflows;

namespace PerfGate.Cli;

/// <summary>
/// The options of a comparison that runs nothing — thresholds, reports and the pull-request comment — shared by
/// <c>perfgate compare</c> and <c>perfgate join</c>, which differ only in where their results come from.
/// </summary>
internal sealed class ComparisonOptionSet(GitHubActionsEnvironment environment)
{
    private readonly CommentOption _comment = new();

    private readonly ReportOption _reports = new("Default: console; in GitHub Actions also github-summary and github-comment.");

    private readonly GateSettingsOptionSet _settings = new(withConfirmReruns: false);

    public void AddTo(Command command)
    {
        command.Options.Add(_reports.Option);
        command.Options.Add(_comment.Option);
        _settings.AddTo(command);
    }

    /// <exception cref="PerfGateInputException">An option value is invalid.</exception>
    public CompareRequest Read(ParseResult parseResult, string baselinePath, string resultsPath)
    {
        var reports = _reports.Read(parseResult);
        return new CompareRequest(
            baselinePath,
            resultsPath,
            _settings.Read(parseResult),
            reports,
            CliConventions.Reporting(parseResult, environment, new CommentSettings(_comment.Read(parseResult))));
    }
}
