using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting.GitHub;
using PerfGate.Workflows;

namespace PerfGate.Cli;

/// <summary><c>perfgate compare</c>: a pure comparison of results with a baseline; it runs nothing.</summary>
internal sealed class CompareCommand : Command
{
    private readonly ComparisonOptionSet _comparison;

    private readonly Option<string> _baseline =
        CliConventions.BaselineOption("The baseline file (JSON written by 'perfgate baseline record' or 'baseline update').");

    private readonly Option<string> _results = new(GateOptions.Results.CliName)
    {
        Description = "A BenchmarkDotNet full JSON report, or a directory searched recursively for them.",
        Required = true,
    };

    public CompareCommand(GitHubActionsEnvironment environment)
        : base("compare", "Compare benchmark results with the baseline; exit 0 pass, 1 regression or failed benchmark, 2 bad input.")
    {
        CliConventions.Add(this, _baseline, _results);
        _comparison = new ComparisonOptionSet(environment);
        _comparison.AddTo(this);
        SetAction(Invoke);
    }

    private int Invoke(ParseResult parseResult)
    {
        var request = _comparison.Read(parseResult, parseResult.GetValue(_baseline)!, parseResult.GetValue(_results)!);
        var report = CompareWorkflow.Run(request, parseResult.InvocationConfiguration.Output, parseResult.InvocationConfiguration.Error);
        return report.Passed ? ExitCodes.Passed : ExitCodes.Failed;
    }
}
