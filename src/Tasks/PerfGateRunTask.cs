using PerfGate.Options;

namespace PerfGate.Tasks;

/// <summary>
/// The base of the tasks that run benchmarks through the tool (the gate and the baseline recording): the
/// properties they share, translated into the tool's options. Empty values are left out, so the tool's
/// defaults (<see cref="GateDefaults"/>) apply.
/// </summary>
public abstract class PerfGateRunTask : PerfGateToolTask
{
    /// <summary>The benchmark app built in Release; empty when the last run's results are reused.</summary>
    public string? AssemblyPath { get; set; }

    /// <summary>PerfGateArtifactsPath.</summary>
    [Microsoft.Build.Framework.Required]
    public string ArtifactsPath { get; set; } = "";

    /// <summary>PerfGateBaselinePath.</summary>
    [Microsoft.Build.Framework.Required]
    public string BaselinePath { get; set; } = "";

    /// <summary>PerfGateCategory.</summary>
    public string? Category { get; set; }

    /// <summary>PerfGateJob.</summary>
    public string? Job { get; set; }

    /// <summary>PerfGateVerbose: show BenchmarkDotNet's whole output at high importance.</summary>
    public bool Verbose { get; set; }

    /// <summary>PerfGateReuseResults: use the last run's results instead of running the benchmarks.</summary>
    public bool ReuseResults { get; set; }

    /// <summary>PerfGateShard (i/n): run only this matrix job's share (<c>--shard</c>); the gate then decides nothing and the
    /// recording records nothing: the join does, from every shard.</summary>
    public string? Shard { get; set; }

    /// <summary>PerfGateShardResults: every shard's artifacts folder, judged once (<c>perfgate join</c>) or recorded as one
    /// baseline (<c>perfgate baseline join</c>).</summary>
    public Microsoft.Build.Framework.ITaskItem[]? ShardResults { get; set; }

    protected bool Joins => ShardResults is { Length: > 0 };

    protected override Microsoft.Build.Framework.MessageImportance OtherOutputImportance =>
        Verbose ? Microsoft.Build.Framework.MessageImportance.High : Microsoft.Build.Framework.MessageImportance.Normal;

    /// <summary>"--baseline … --artifacts … [--reuse-results | --assembly …] [--category …] [--job …] [--verbose]".</summary>
    protected List<string> RunArguments()
    {
        List<string> arguments = [GateOptions.Baseline.CliName, BaselinePath, GateOptions.Artifacts.CliName, ArtifactsPath];
        if (ReuseResults)
        {
            arguments.Add(GateOptions.ReuseResults.CliName);
        }
        else
        {
            arguments.AddRange([GateOptions.Assembly.CliName, AssemblyPath ?? ""]);
        }

        AddIfSet(arguments, GateOptions.Category, Category);
        AddIfSet(arguments, GateOptions.Job, Job);
        if (Verbose)
        {
            arguments.Add(GateOptions.Verbose.CliName);
        }

        return arguments;
    }

    /// <summary>"--shard-results …", once per shard.</summary>
    protected IEnumerable<string> ShardResultsArguments() =>
        (ShardResults ?? []).SelectMany(folder => new[] { GateOptions.ShardResults.CliName, folder.ItemSpec });

    protected static void AddIfSet(List<string> arguments, GateOption option, string? value)
    {
        if (!string.IsNullOrWhiteSpace(value))
        {
            arguments.AddRange([option.CliName, value!.Trim()]);
        }
    }
}
