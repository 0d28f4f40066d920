using Microsoft.Build.Framework;

namespace PerfGate.Tasks;

/// <summary>Writes the baseline from the results of one run or several, pooled: <c>perfgate baseline update</c>.</summary>
public sealed class UpdatePerfGateBaseline : PerfGateToolTask
{
    /// <summary>Each run's results folder; one <c>--results</c> each.</summary>
    [Required]
    public ITaskItem[] ResultsPaths { get; set; } = [];

    /// <summary>PerfGateBaselinePath.</summary>
    [Required]
    public string BaselinePath { get; set; } = "";

    protected override MessageImportance OtherOutputImportance => MessageImportance.Normal;

    public override bool Execute()
    {
        var result = RunTool(BuildArguments());
        if (result is null || result.Canceled)
        {
            return false;
        }

        if (result.ExitCode != 0)
        {
            // Exit code 1: a benchmark failed, so nothing was recorded.
            LogToolFailure(result.ExitCode == 1 ? DiagnosticCodes.BenchmarkRunFailed : DiagnosticCodes.ToolFailed, "baseline update", result);
            return false;
        }

        LogHigh($"PerfGate: commit {BaselinePath} with the change it measures.");
        return !Log.HasLoggedErrors;
    }

    internal List<string> BuildArguments() =>
        ["baseline", "update", .. ResultsPaths.SelectMany(r => new[] { "--results", r.ItemSpec }), "--baseline", BaselinePath];
}
