using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Reports;

namespace PerfGate.Cli;

/// <summary>
/// <c>perfgate comment</c>: posts a saved report as the pull request's sticky comment. For the fork split: the
/// <c>pull_request</c> workflow (read-only token) uploads the report as an artifact, and a <c>workflow_run</c> workflow,
/// which may write, comments with it. The verdict was the other workflow's: this exits 0 whether or not the comment
/// could be written (that is a warning).
/// </summary>
internal sealed class CommentCommand : Command
{
    private readonly GitHubActionsEnvironment _environment;

    private readonly Option<string> _report = new("--report")
    {
        Description = "The JSON report a gate or comparison wrote (perfgate-report.json).",
        Required = true,
    };

    private readonly Option<int?> _pullRequest = new(GateOptions.PullRequest.CliName) { Description = "The pull request to comment on. Default: the event's (pull_request or pull_request_target)." };

    private readonly Option<string> _comment = CliConventions.CommentOption();

    public CommentCommand(GitHubActionsEnvironment environment)
        : base("comment", "Post a saved report as the pull request's sticky comment (GITHUB_TOKEN, GITHUB_REPOSITORY and GITHUB_API_URL from the environment); exit 0, or 2 on bad input.")
    {
        _environment = environment;
        CliConventions.Add(this, _report, _pullRequest, _comment);
        SetAction(Invoke);
    }

    private int Invoke(ParseResult parseResult)
    {
        var output = parseResult.InvocationConfiguration.Output;
        var error = parseResult.InvocationConfiguration.Error;
        var mode = CommentMode.Parse(parseResult.GetValue(_comment));
        var pullRequest = parseResult.GetValue(_pullRequest) ?? (_environment.IsPullRequestEvent ? _environment.PullRequestNumber : null);
        if (pullRequest is not > 0)
        {
            throw new PerfGateInputException(GateOptions.PullRequest,
                parseResult.GetValue(_pullRequest) is { } given
                    ? $"'{given}' is not a pull request number."
                    : $"no pull request to comment on: the event is '{_environment.EventName ?? "none"}'. Pass --pr N (under workflow_run, the number saved with the report).");
        }

        var report = GateReportFile.ReadGiven(Path.GetFullPath(parseResult.GetValue(_report)!));
        var context = new ReportingContext(_environment, new CommentSettings(mode, pullRequest));
        new ReportPublisher(output, error, context).Publish(report, [new ReportTarget(ReportKinds.GitHubComment, null)]);
        return ExitCodes.Passed;
    }
}
