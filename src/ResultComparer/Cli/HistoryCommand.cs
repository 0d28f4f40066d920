using System.CommandLine;
using PerfGate.History;
using PerfGate.History.Page;
using PerfGate.Options;
using PerfGate.Reporting.GitHub;
using PerfGate.Workflows.History;

namespace PerfGate.Cli;

/// <summary>
/// <c>perfgate history</c>: reads main's history since an anchor, says what drifted (and which merges made it), writes
/// the page, and appends to the GitHub Actions job summary. Exit 0 when nothing drifted beyond the thresholds since the
/// anchor (time, or allocations by their net change: a reverted step fails nothing), 1 when something did, 2 on bad input (a corrupt, foreign or newer record, an unknown anchor).
/// <c>perfgate history record</c> appends one merge's record (<see cref="HistoryRecordCommand"/>).
/// </summary>
internal sealed class HistoryCommand : Command
{
    private readonly GitHubActionsEnvironment _environment;

    private readonly HistoryStoreOptionSet _store = new();

    private readonly Option<string?> _anchor = new("--anchor")
    {
        Description = "The revision the drift is measured from: a release tag, or the commit the committed baseline was recorded at. Default: as far back as the records reach.",
    };

    private readonly Option<string?> _head = new("--head") { Description = "The newest merge to read up to. Default: the newest recorded." };

    private readonly Option<string?> _page = new("--page") { Description = "Write the history's page here: one self-contained HTML file, a chart per benchmark." };

    private readonly Option<string?> _pageUrl = new("--page-url") { Description = "Where the page will be published (GitHub Pages, or the run's artifacts), for the job summary's link." };

    private readonly Option<string?> _commitUrl = new("--commit-url") { Description = "How the page links a commit, {0} standing for it. Default in GitHub Actions: the repository's commit pages." };

    private readonly GateSettingsOptionSet _settings = new(withConfirmReruns: false);

    private static readonly GateOption CommitUrlOption = new("--commit-url", "no MSBuild property: perfgate history's option");

    public HistoryCommand(GitHubActionsEnvironment environment)
        : base("history", "Read main's history since an anchor: the time drift of each benchmark with its band, allocation steps, change points; write the page. Exit 0 nothing drifted, 1 something did, 2 bad input.")
    {
        _environment = environment;
        _store.AddTo(this);
        CliConventions.Add(this, _anchor, _head);
        _settings.AddTo(this);
        CliConventions.Add(this, _page, _pageUrl, _commitUrl);
        Subcommands.Add(new HistoryRecordCommand());
        SetAction(Invoke);
    }

    private int Invoke(ParseResult parseResult)
    {
        var settings = _settings.Read(parseResult);
        var pageOptions = PageOptions(parseResult);
        var check = new MainHistoryCheck(_store.Read(parseResult), parseResult.GetValue(_anchor), settings, parseResult.GetValue(_head),
            parseResult.GetValue(_pageUrl), MainHistoryCheck.HistoryCommandAnchor);
        var page = parseResult.GetValue(_page) is { Length: > 0 } path ? path : null;
        var analysis = HistoryWorkflow.Read(check, page, pageOptions, _environment.StepSummaryPath, parseResult.InvocationConfiguration.Output, parseResult.InvocationConfiguration.Error);
        return analysis.Benchmarks.Any(b => b.Drifted) ? ExitCodes.Failed : ExitCodes.Passed;
    }

    /// <summary>Read before the history, so a malformed <c>--commit-url</c> is refused before anything is read or written.</summary>
    private HistoryPageOptions PageOptions(ParseResult parseResult)
    {
        var commitUrl = parseResult.GetValue(_commitUrl)
            ?? (_environment.Repository is { } repository ? $"{_environment.ServerUrl}/{repository}/commit/{{0}}" : null);
        try
        {
            return new HistoryPageOptions { CommitLinkTemplate = commitUrl };
        }
        catch (ArgumentException e)
        {
            throw new PerfGateInputException(CommitUrlOption,
                $"{e.Message} Give an absolute http or https address with {{0}} where the commit goes, such as https://github.com/OWNER/REPO/commit/{{0}}.", e);
        }
    }
}
