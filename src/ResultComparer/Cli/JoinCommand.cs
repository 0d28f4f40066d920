using System.CommandLine;
using PerfGate.Options;
using PerfGate.Reporting.GitHub;
using PerfGate.Workflows;
using PerfGate.Workflows.Sharding;

namespace PerfGate.Cli;

/// <summary><c>perfgate join</c>: the one decision of a sharded gate (<see cref="JoinWorkflow"/>).</summary>
internal sealed class JoinCommand : Command
{
    private readonly ComparisonOptionSet _comparison;

    private readonly Option<string> _baseline = CliConventions.BaselineOption("The committed baseline file.");

    private readonly Option<string[]> _shardResults = new(GateOptions.ShardResults.CliName)
    {
        Description = "The artifacts folder of one shard ('perfgate gate --shard i/n --artifacts <dir>'); once per shard.",
        Required = true,
    };

    private readonly Option<bool> _stableMachine = new(GateOptions.StableMachine.CliName)
    {
        Description = "The shards ran on dedicated, quiet machines: a time regression against the committed baseline fails the join. Without it, it is a warning. Shards that paired base and head (the same-runner mode) gate time either way.",
    };

    private readonly HistoryOptionSet _history = new();

    public JoinCommand(GitHubActionsEnvironment environment)
        : base("join", "Judge the results of every shard of a sharded gate once and write every report; exit 0 pass, 1 regression or failed benchmark, 2 bad input or a missing or duplicated shard.")
    {
        CliConventions.Add(this, _baseline, _shardResults, _stableMachine);
        _comparison = new ComparisonOptionSet(environment);
        _comparison.AddTo(this);
        _history.AddTo(this);
        SetAction(Invoke);
    }

    private int Invoke(ParseResult parseResult)
    {
        var folders = parseResult.GetValue(_shardResults) ?? [];
        var comparison = _comparison.Read(parseResult, parseResult.GetValue(_baseline)!, folders.FirstOrDefault() ?? ".");
        var request = new JoinRequest(comparison, folders)
        {
            StableMachine = parseResult.GetValue(_stableMachine),
            MainHistory = _history.ReadForGate(parseResult, comparison.Settings, Path.GetDirectoryName(Path.GetFullPath(comparison.BaselinePath))!),
        };
        var report = JoinWorkflow.Run(request, parseResult.InvocationConfiguration.Output, parseResult.InvocationConfiguration.Error);
        return GateOutcome.ExitCodeOf(report.Passed, failure: null);
    }
}
