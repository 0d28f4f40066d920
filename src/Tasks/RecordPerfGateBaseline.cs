using PerfGate.Options;
using PerfGate.Reporting;

namespace PerfGate.Tasks;

/// <summary>
/// The baseline recording (target PerfGateUpdateBaseline): <c>perfgate baseline record</c> runs the benchmarks
/// PerfGateBaselineRuns times and writes the pooled baseline.
/// </summary>
public sealed class RecordPerfGateBaseline : PerfGateRunTask
{
    /// <summary>PerfGateBaselineRuns; empty leaves the tool's default.</summary>
    public string? Runs { get; set; }

    public override bool Execute()
    {
        var result = RunTool(BuildArguments());
        if (result is null || result.Canceled)
        {
            return false;
        }

        if (result.ExitCode != 0)
        {
            // Exit code 1: a run or a benchmark failed, so nothing was recorded.
            LogToolFailure(result.ExitCode == 1 ? DiagnosticCodes.BenchmarkRunFailed : DiagnosticCodes.ToolFailed, "baseline record", result);
            return false;
        }

        LogCodedWarnings(result.StandardError);
        LogProgress($"PerfGate: commit {BaselinePath} with the change it measures.");
        LogProduced(BaselinePath);
        return !Log.HasLoggedErrors;
    }

    internal List<string> BuildArguments()
    {
        List<string> arguments = ["baseline", "record", .. RunArguments()];
        if (!ReuseResults)
        {
            AddIfSet(arguments, GateOptions.Runs, Runs);
        }

        return arguments;
    }
}
