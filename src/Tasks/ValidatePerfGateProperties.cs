using Microsoft.Build.Framework;
using Task = Microsoft.Build.Utilities.Task;

namespace PerfGate.Tasks;

/// <summary>
/// Checks the PerfGate properties before anything is built or run. Threshold syntax is the tool's to judge
/// (it owns the defaults and the grammar); everything with a closed set of values is checked here.
/// </summary>
public sealed class ValidatePerfGateProperties : Task
{
    public string? Job { get; set; }

    public string? Comment { get; set; }

    public string? ReuseResults { get; set; }

    public string? Category { get; set; }

    public string? BaselinePath { get; set; }

    public string? ArtifactsPath { get; set; }

    /// <summary>The benchmark project, named as the location of every diagnostic.</summary>
    public string? ProjectPath { get; set; }

    /// <summary>PerfGateConfirmReruns; empty leaves the tool's default.</summary>
    public string? ConfirmReruns { get; set; }

    /// <summary>PerfGateBaselineRuns (the targets default it to 2).</summary>
    public string? BaselineRuns { get; set; }

    /// <summary>The baseline must already exist (the gate); false when it is about to be written.</summary>
    public bool RequireBaseline { get; set; }

    public override bool Execute()
    {
        CheckClosedSet("PerfGateJob", Job, PropertyValues.Jobs);
        CheckClosedSet("PerfGateComment", Comment, PropertyValues.CommentModes);
        CheckClosedSet("PerfGateReuseResults", ReuseResults, PropertyValues.Booleans);
        if (!string.IsNullOrWhiteSpace(ConfirmReruns))
        {
            CheckClosedSet("PerfGateConfirmReruns", ConfirmReruns, PropertyValues.ConfirmRerunCounts);
        }

        if (BaselineRuns is not null)
        {
            CheckClosedSet("PerfGateBaselineRuns", BaselineRuns, PropertyValues.BaselineRunCounts);
        }

        CheckNotEmpty("PerfGateCategory", Category);
        CheckNotEmpty("PerfGateBaselinePath", BaselinePath);
        CheckNotEmpty("PerfGateArtifactsPath", ArtifactsPath);

        if (RequireBaseline && !string.IsNullOrWhiteSpace(BaselinePath) && !File.Exists(BaselinePath))
        {
            Log.LogError(DiagnosticCodes.Subcategory, DiagnosticCodes.ToolFailed, null, DiagnosticFile, 0, 0, 0, 0,
                $"No baseline at '{BaselinePath}'. Record one with 'dotnet build -t:PerfGateUpdateBaseline' and commit it, or set PerfGateBaselinePath.");
        }

        return !Log.HasLoggedErrors;
    }

    private void CheckClosedSet(string propertyName, string? value, IReadOnlyList<string> allowed)
    {
        if (PropertyValues.Match(value, allowed) is null)
        {
            LogInvalid(PropertyValues.UnknownValueMessage(propertyName, value, allowed));
        }
    }

    private void CheckNotEmpty(string propertyName, string? value)
    {
        if (string.IsNullOrWhiteSpace(value))
        {
            LogInvalid($"{propertyName}: a value is required.");
        }
    }

    private void LogInvalid(string message) =>
        Log.LogError(DiagnosticCodes.Subcategory, DiagnosticCodes.InvalidProperty, null, DiagnosticFile, 0, 0, 0, 0, message);

    private string? DiagnosticFile => string.IsNullOrWhiteSpace(ProjectPath) ? null : ProjectPath;
}
