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
        Options.Add(_baseline);
        Options.Add(_results);
        _comparison = new ComparisonOptionSet(environment);
        _comparison.AddTo(this);
        SetAction(Invoke);
    }

    private int Invoke(ParseResult parseResult)
    {
        var report = CompareWorkflow.Run(ReadRequest(parseResult), parseResult.InvocationConfiguration.Output, parseResult.InvocationConfiguration.Error);
        return report.Passed ? ExitCodes.Passed : ExitCodes.Failed;
    }

    /// <exception cref="PerfGateInputException">An option value is invalid.</exception>
    internal CompareRequest ReadRequest(ParseResult parseResult) =>
        _comparison.Read(parseResult, parseResult.GetValue(_baseline)!, parseResult.GetValue(_results)!);
}
