using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reporting.GitHub;
using PerfGate.Workflows;

namespace PerfGate.Cli;

/// <summary>
/// <c>perfgate compare --baseline &lt;file&gt; --results &lt;file-or-dir&gt; [--report kind[=path]]...
/// [--time-threshold 5%] [--alloc-threshold 1%] [--override PATTERN=time:15%]...</c>: a pure comparison of
/// results with a baseline; it runs nothing (<c>perfgate gate</c> runs, confirms and compares).
/// </summary>
public sealed class CompareCommand : Command
{
    private readonly GitHubActionsEnvironment _environment;

    private readonly CommentOption _comment = new();

    private readonly Option<string> _baseline = new(GateOptions.Baseline.CliName)
    {
        Description = "The baseline file (JSON written by 'perfgate baseline record' or 'baseline update').",
        Required = true,
    };

    private readonly Option<string> _results = new(GateOptions.Results.CliName)
    {
        Description = "A BenchmarkDotNet full JSON report, or a directory searched recursively for them.",
        Required = true,
    };

    private readonly ReportOption _reports = new("Default: console; in GitHub Actions also github-summary and github-comment.");

    private readonly GateSettingsOptionSet _settings = new(withConfirmReruns: false);

    public CompareCommand(GitHubActionsEnvironment environment)
        : base("compare", "Compare benchmark results with the baseline; exit 0 pass, 1 regression or failed benchmark, 2 bad input.")
    {
        Options.Add(_baseline);
        Options.Add(_results);
        Options.Add(_reports.Option);
        Options.Add(_comment.Option);
        _environment = environment;
        _settings.AddTo(this);
        SetAction(Invoke);
    }

    private int Invoke(ParseResult parseResult)
    {
        try
        {
            var report = CompareWorkflow.Run(ReadRequest(parseResult), parseResult.InvocationConfiguration.Output, parseResult.InvocationConfiguration.Error);
            return report.Passed ? ExitCodes.Passed : ExitCodes.Failed;
        }
        catch (PerfGateInputException e)
        {
            return CliConventions.BadInput(parseResult, "compare", e);
        }
    }

    /// <exception cref="PerfGateInputException">An option value is invalid.</exception>
    internal CompareRequest ReadRequest(ParseResult parseResult)
    {
        var reports = _reports.Read(parseResult);
        return new CompareRequest(
            parseResult.GetValue(_baseline)!,
            parseResult.GetValue(_results)!,
            _settings.Read(parseResult),
            reports,
            CliConventions.Reporting(parseResult, _environment, new CommentSettings(_comment.Read(parseResult))));
    }
}
