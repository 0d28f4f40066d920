using PerfGate.Options;

namespace PerfGate.Tasks;

/// <summary>
/// The base of the tasks that run benchmarks through the tool: the properties they share (each a PerfGate… property),
/// translated into the tool's options. Empty values are left out, so the tool's defaults apply.
/// </summary>
public abstract class PerfGateRunTask : PerfGateToolTask
{
    /// <summary>The benchmark app built in Release; empty when the last run's results are reused.</summary>
    public string? AssemblyPath { get; set; }

    [Microsoft.Build.Framework.Required]
    public string ArtifactsPath { get; set; } = "";

    [Microsoft.Build.Framework.Required]
    public string BaselinePath { get; set; } = "";

    public string? Category { get; set; }

    public string? Job { get; set; }

    public bool Verbose { get; set; }

    public bool ReuseResults { get; set; }

    /// <summary>i/n: run only this matrix job's share; the gate then decides nothing and the recording records nothing:
    /// the join does, from every shard.</summary>
    public string? Shard { get; set; }

    /// <summary>Every shard's artifacts folder, judged once (<c>perfgate join</c>) or recorded as one baseline.</summary>
    public Microsoft.Build.Framework.ITaskItem[]? ShardResults { get; set; }

    protected bool Joins => ShardResults is { Length: > 0 };

    protected bool RunsOneShard => !string.IsNullOrWhiteSpace(Shard) && !Joins;

    protected override Microsoft.Build.Framework.MessageImportance OtherOutputImportance =>
        Verbose ? Microsoft.Build.Framework.MessageImportance.High : Microsoft.Build.Framework.MessageImportance.Normal;

    protected List<string> RunArguments()
    {
        List<string> arguments = [GateOptions.Baseline.CliName, BaselinePath, GateOptions.Artifacts.CliName, ArtifactsPath];
        arguments.AddRange(ReuseResults ? [GateOptions.ReuseResults.CliName] : [GateOptions.Assembly.CliName, AssemblyPath ?? ""]);

        AddIfSet(arguments, GateOptions.Category, Category);
        AddIfSet(arguments, GateOptions.Job, Job);
        AddIfTrue(arguments, GateOptions.Verbose, Verbose);

        return arguments;
    }

    protected IEnumerable<string> ShardResultsArguments() =>
        (ShardResults ?? []).SelectMany(folder => new[] { GateOptions.ShardResults.CliName, folder.ItemSpec });

    protected static void AddIfSet(List<string> arguments, GateOption option, string? value)
    {
        if (!string.IsNullOrWhiteSpace(value))
        {
            arguments.AddRange([option.CliName, value!.Trim()]);
        }
    }

    protected static void AddIfTrue(List<string> arguments, GateOption option, bool value) => arguments.AddRange(value ? [option.CliName] : []);
}
