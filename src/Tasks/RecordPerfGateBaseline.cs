using PerfGate.Options;
using PerfGate.Reporting;

namespace PerfGate.Tasks;

/// <summary>
/// The baseline recording (target PerfGateUpdateBaseline): <c>perfgate baseline record</c> runs the benchmarks
/// PerfGateBaselineRuns times and writes the pooled baseline. Sharded, one matrix job runs its share and records
/// nothing (<c>--shard</c>), and the join job writes the one baseline from every shard (<c>perfgate baseline join</c>).
/// </summary>
public sealed class RecordPerfGateBaseline : PerfGateRunTask
{
    public string? Runs { get; set; }

    private string Command => Joins ? "baseline join" : "baseline record";

    public override bool Execute()
    {
        var result = RunTool(BuildArguments());
        if (result is null || result.Canceled)
        {
            return false;
        }

        if (result.ExitCode != ExitCodes.Passed)
        {
            // Exit code 1: a run, a shard or a benchmark failed, so nothing was recorded; 2: bad input, such as a
            // missing shard. Either way the old baseline is as it was.
            LogToolFailure(result.ExitCode == ExitCodes.Failed ? DiagnosticCodes.BenchmarkRunFailed : DiagnosticCodes.ToolFailed, Command, result);
            return false;
        }

        LogToolWarnings(result.StandardError);
        // A shard wrote results for the join, no baseline: the tool has said so; there is nothing to commit.
        if (!RunsOneShard)
        {
            LogProgress($"PerfGate: commit {BaselinePath} with the change it measures.");
        }

        LogProduced(RunsOneShard ? ArtifactsPath : BaselinePath);
        return !Log.HasLoggedErrors;
    }

    internal List<string> BuildArguments()
    {
        if (Joins)
        {
            return ["baseline", "join", .. ShardResultsArguments(), GateOptions.Baseline.CliName, BaselinePath];
        }

        List<string> arguments = ["baseline", "record", .. RunArguments()];
        if (!ReuseResults)
        {
            AddIfSet(arguments, GateOptions.Runs, Runs);
        }

        AddIfSet(arguments, GateOptions.Shard, Shard);
        return arguments;
    }
}
