using Microsoft.Build.Framework;

namespace PerfGate.Tasks;

/// <summary>Runs the tagged benchmarks of a built BenchmarkDotNet app: <c>perfgate run</c>.</summary>
public sealed class RunPerfGateBenchmarks : PerfGateToolTask
{
    /// <summary>The benchmark app built in Release (its TargetPath).</summary>
    [Required]
    public string AssemblyPath { get; set; } = "";

    /// <summary>PerfGateArtifactsPath: BenchmarkDotNet's output and the run log go here.</summary>
    [Required]
    public string ArtifactsPath { get; set; } = "";

    /// <summary>PerfGateCategory.</summary>
    public string Category { get; set; } = "PerfGate";

    /// <summary>PerfGateJob.</summary>
    public string Job { get; set; } = "ci";

    /// <summary>PerfGateVerbose: show BenchmarkDotNet's whole output at high importance.</summary>
    public bool Verbose { get; set; }

    /// <summary>The folder holding the run's <c>*-report-full.json</c> files.</summary>
    [Output]
    public string ResultsPath { get; set; } = "";

    protected override MessageImportance OtherOutputImportance => Verbose ? MessageImportance.High : MessageImportance.Low;

    public override bool Execute()
    {
        var job = PropertyValues.Match(Job, PropertyValues.Jobs);
        if (job is null)
        {
            LogError(DiagnosticCodes.InvalidProperty, PropertyValues.UnknownValueMessage("PerfGateJob", Job, PropertyValues.Jobs));
        }

        if (string.IsNullOrWhiteSpace(Category))
        {
            LogError(DiagnosticCodes.InvalidProperty, "PerfGateCategory: a category is required (the default is PerfGate).");
        }

        if (!File.Exists(AssemblyPath))
        {
            LogError(DiagnosticCodes.BenchmarkRunFailed, $"The benchmark assembly '{AssemblyPath}' does not exist; the Release build did not produce it.");
        }

        if (Log.HasLoggedErrors)
        {
            return false;
        }

        List<string> arguments =
        [
            "run",
            "--assembly", AssemblyPath,
            "--artifacts", ArtifactsPath,
            "--category", Category.Trim(),
            "--job", job!,
        ];
        if (Verbose)
        {
            arguments.Add("--verbose");
        }

        var result = RunTool(arguments);
        if (result is null || result.Canceled)
        {
            return false;
        }

        switch (result.ExitCode)
        {
            case 0:
                ResultsPath = Path.Combine(ArtifactsPath, "results");
                break;
            case 1:
                LogToolFailure(DiagnosticCodes.BenchmarkRunFailed, "run", result);
                break;
            default:
                LogToolFailure(DiagnosticCodes.ToolFailed, "run", result);
                break;
        }

        return !Log.HasLoggedErrors;
    }
}
