using Microsoft.Build.Framework;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Sharding;
using PerfGate.Thresholds;
using Task = Microsoft.Build.Utilities.Task;

namespace PerfGate.Tasks;

/// <summary>
/// Checks the PerfGate properties before anything is built or run, so a typo costs a second, not a build and a
/// benchmark run. Thresholds are parsed by the same types the tool parses them with (PerfGate.Contracts), so the
/// two can never disagree on the grammar. An empty value means the tool's default (<see cref="GateDefaults"/>).
/// </summary>
public sealed class ValidatePerfGateProperties : Task
{
    private static readonly IReadOnlyList<string> Booleans = ["true", "false"];

    public string? Job { get; set; }

    public string? Comment { get; set; }

    public string? ReuseResults { get; set; }

    public string? BaselinePath { get; set; }

    public string? ArtifactsPath { get; set; }

    public string? ProjectPath { get; set; }

    public string? ConfirmReruns { get; set; }

    public string? TimeThreshold { get; set; }

    public string? AllocationThreshold { get; set; }

    public ITaskItem[]? ThresholdOverrides { get; set; }

    public string? BaselineRuns { get; set; }

    public string? CompareTo { get; set; }

    public string? StableMachine { get; set; }

    public string? ExplainAllocations { get; set; }

    public string? ExplainTime { get; set; }

    public string? TimeSampler { get; set; }

    public string? Shard { get; set; }

    public ITaskItem[]? ShardResults { get; set; }

    public string? SameRunnerPairs { get; set; }

    public string? CaseTimeout { get; set; }

    public string? Select { get; set; }

    /// <summary>The baseline must already exist (the gate); false when it is about to be written.</summary>
    public bool RequireBaseline { get; set; }

    public override bool Execute()
    {
        CheckClosedSet(GateOptions.Job.PropertyName, Job, GateDefaults.JobNames);
        CheckValue(Comment, CommentMode.Parse);
        CheckClosedSet(GateOptions.ReuseResults.PropertyName, ReuseResults, Booleans, required: true);
        CheckValue(ConfirmReruns, CountOption.ConfirmReruns.Parse);
        CheckValue(BaselineRuns, CountOption.BaselineRuns.Parse);
        CheckClosedSet(GateOptions.StableMachine.PropertyName, StableMachine, Booleans);
        CheckClosedSet(GateOptions.ExplainAllocations.PropertyName, ExplainAllocations, Booleans);
        CheckValue(ExplainTime, TimeExplanationMode.Parse);
        CheckValue(TimeSampler, Options.TimeSampler.Parse);
        CheckValue(SameRunnerPairs, CountOption.Pairs.Parse);
        CheckValue(CaseTimeout, text => Options.CaseTimeout.Parse(text, GateOptions.CaseTimeout));
        CheckValue(Select, text => SelectMode.Parse(text));
        CheckValue(CompareTo, Options.CompareTo.Parse);
        CheckValue(Shard, text => ShardSpec.Parse(text, GateOptions.Shard));
        CheckValue(TimeThreshold, text => Thresholds.TimeThreshold.Parse(text, GateOptions.TimeThreshold));
        CheckValue(AllocationThreshold, text => Thresholds.AllocationThreshold.Parse(text, GateOptions.AllocationThreshold));
        foreach (var thresholdOverride in ThresholdOverrides ?? [])
        {
            CheckValue(thresholdOverride.ItemSpec, text => ThresholdOverride.Parse(text, GateOptions.Override));
        }

        CheckShardResults();
        CheckNotEmpty(GateOptions.Baseline.PropertyName, BaselinePath);
        CheckNotEmpty(GateOptions.Artifacts.PropertyName, ArtifactsPath);

        if (RequireBaseline && !string.IsNullOrWhiteSpace(BaselinePath) && !File.Exists(BaselinePath))
        {
            LogError(DiagnosticCodes.ToolFailed,
                $"No baseline at '{BaselinePath}'. Record one with 'dotnet build -t:PerfGateUpdateBaseline' and commit it, or set {GateOptions.Baseline.PropertyName}.");
        }

        return !Log.HasLoggedErrors;
    }

    // The join's own checks (a missing, duplicated or mixed shard) need the manifests, so they are the tool's; these
    // need nothing but the properties and fail before anything starts.
    private void CheckShardResults()
    {
        if (ShardResults is not { Length: > 0 } folders)
        {
            return;
        }

        if (!string.IsNullOrWhiteSpace(Shard))
        {
            LogInvalid($"{GateOptions.Shard.PropertyName} and {GateOptions.ShardResults.PropertyName} are both set: {GateOptions.Shard.PropertyName} runs one matrix job's share, " +
                $"{GateOptions.ShardResults.PropertyName} joins every shard's. Set {GateOptions.Shard.PropertyName} in the matrix jobs and {GateOptions.ShardResults.PropertyName} in the join job only.");
        }

        foreach (var folder in folders.Select(f => f.ItemSpec).Where(f => !Directory.Exists(f)))
        {
            LogInvalid($"{GateOptions.ShardResults.PropertyName}: '{folder}' is not a folder. Give the artifacts folder of every shard (as each matrix job uploaded it), ';'-separated.");
        }
    }

    private void CheckValue<T>(string? value, Func<string, T> parse)
    {
        if (string.IsNullOrWhiteSpace(value))
        {
            return;
        }

        try
        {
            parse(value!);
        }
        catch (PerfGateInputException e)
        {
            LogInvalid(e.MessageFor(OptionNaming.MSBuild));
        }
    }

    private void CheckClosedSet(string propertyName, string? value, IReadOnlyList<string> allowed, bool required = false)
    {
        if ((required || !string.IsNullOrWhiteSpace(value)) && !allowed.Contains(value?.Trim() ?? "", StringComparer.OrdinalIgnoreCase))
        {
            LogInvalid($"{propertyName}: unknown value '{value}'. Allowed values: {string.Join(", ", allowed)}.");
        }
    }

    private void CheckNotEmpty(string propertyName, string? value)
    {
        if (string.IsNullOrWhiteSpace(value))
        {
            LogInvalid($"{propertyName}: a value is required.");
        }
    }

    private void LogInvalid(string message) => LogError(DiagnosticCodes.InvalidProperty, message);

    private void LogError(string code, string message) =>
        Log.LogError(DiagnosticCodes.Subcategory, code, null, DiagnosticFile, 0, 0, 0, 0, message);

    private string? DiagnosticFile => string.IsNullOrWhiteSpace(ProjectPath) ? null : ProjectPath;
}
