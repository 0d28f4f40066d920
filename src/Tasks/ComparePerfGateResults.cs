using Microsoft.Build.Framework;
using PerfGate.Tasks.Reports;

namespace PerfGate.Tasks;

/// <summary>
/// Gates a run against the baseline: <c>perfgate compare</c>, then one MSBuild error, warning or message per
/// finding in its JSON report, and the summary line.
/// </summary>
public sealed class ComparePerfGateResults : PerfGateToolTask
{
    /// <summary>PerfGateBaselinePath.</summary>
    [Required]
    public string BaselinePath { get; set; } = "";

    /// <summary>The run's results folder.</summary>
    [Required]
    public string ResultsPath { get; set; } = "";

    [Required]
    public string ReportJsonPath { get; set; } = "";

    public string? ReportMarkdownPath { get; set; }

    /// <summary>PerfGateTimeThreshold; empty leaves the tool's default.</summary>
    public string? TimeThreshold { get; set; }

    /// <summary>PerfGateAllocationThreshold; empty leaves the tool's default.</summary>
    public string? AllocationThreshold { get; set; }

    /// <summary>PerfGateThresholdOverride items: each Include is one <c>--override PATTERN=…</c>.</summary>
    public ITaskItem[]? ThresholdOverrides { get; set; }

    /// <summary>The benchmark app the results came from; with it, the tool re-runs flagged time regressions.
    /// Empty when the results were reused, so nothing can be re-run.</summary>
    public string? AssemblyPath { get; set; }

    /// <summary>PerfGateArtifactsPath: the re-runs write to confirm-N folders under it.</summary>
    public string? ArtifactsPath { get; set; }

    /// <summary>PerfGateCategory, PerfGateJob and PerfGateVerbose, for the re-runs.</summary>
    public string Category { get; set; } = "PerfGate";

    public string Job { get; set; } = "ci";

    public bool Verbose { get; set; }

    /// <summary>PerfGateConfirmReruns; empty leaves the tool's default.</summary>
    public string? ConfirmReruns { get; set; }

    /// <summary>PerfGateComment: checked now, used once the tool comments on pull requests.</summary>
    public string Comment { get; set; } = "auto";

    [Output]
    public bool Passed { get; set; }

    /// <summary>The tool's console table: visible at normal verbosity and above.</summary>
    protected override MessageImportance OtherOutputImportance => MessageImportance.Normal;

    public override bool Execute()
    {
        if (PropertyValues.Match(Comment, PropertyValues.CommentModes) is null)
        {
            LogError(DiagnosticCodes.InvalidProperty, PropertyValues.UnknownValueMessage("PerfGateComment", Comment, PropertyValues.CommentModes));
            return false;
        }

        // A report left by an earlier compare must not stand in for this one.
        if (File.Exists(ReportJsonPath))
        {
            File.Delete(ReportJsonPath);
        }

        var result = RunTool(BuildArguments());
        if (result is null || result.Canceled)
        {
            return false;
        }

        if (result.ExitCode is not (0 or 1))
        {
            LogToolFailure(DiagnosticCodes.ToolFailed, "compare", result);
            return false;
        }

        CompareReport report;
        try
        {
            report = CompareReportReader.Read(ReportJsonPath);
        }
        catch (InvalidDataException e)
        {
            var stderr = result.StandardError.Length > 0 ? $" {result.StandardError}" : "";
            LogError(DiagnosticCodes.ToolFailed, $"perfgate compare exited with code {result.ExitCode}, but {e.Message}.{stderr}");
            return false;
        }

        foreach (var diagnostic in report.Diagnostics)
        {
            LogDiagnostic(diagnostic);
        }

        // The tool prints the same line on its console; log it once, after the findings.
        if (report.SummaryLine is { Length: > 0 } line && !LoggedProgressLines.Contains(line))
        {
            LogHigh(line);
        }

        if (!string.IsNullOrEmpty(ReportMarkdownPath))
        {
            LogHigh($"PerfGate: Markdown report: {ReportMarkdownPath}");
        }

        LogHigh($"PerfGate: JSON report: {ReportJsonPath}");

        // The exit code and the report must agree; a failing gate is never reported as a pass.
        if ((result.ExitCode == 1 || !report.Passed) && !Log.HasLoggedErrors)
        {
            LogError(DiagnosticCodes.ToolFailed,
                $"perfgate compare reported a failed gate (exit code {result.ExitCode}, passed: {(report.Passed ? "true" : "false")}) without naming a finding; see {ReportJsonPath}.");
        }

        Passed = !Log.HasLoggedErrors;
        return Passed;
    }

    internal List<string> BuildArguments()
    {
        List<string> arguments =
        [
            "compare",
            "--baseline", BaselinePath,
            "--results", ResultsPath,
            "--report-json", ReportJsonPath,
        ];
        if (!string.IsNullOrWhiteSpace(ReportMarkdownPath))
        {
            arguments.AddRange(["--report-md", ReportMarkdownPath!]);
        }

        if (!string.IsNullOrWhiteSpace(TimeThreshold))
        {
            arguments.AddRange(["--time-threshold", TimeThreshold!.Trim()]);
        }

        if (!string.IsNullOrWhiteSpace(AllocationThreshold))
        {
            arguments.AddRange(["--alloc-threshold", AllocationThreshold!.Trim()]);
        }

        foreach (var thresholdOverride in ThresholdOverrides ?? [])
        {
            arguments.AddRange(["--override", thresholdOverride.ItemSpec]);
        }

        if (!string.IsNullOrWhiteSpace(ConfirmReruns))
        {
            arguments.AddRange(["--confirm-reruns", ConfirmReruns!.Trim()]);
        }

        if (!string.IsNullOrWhiteSpace(AssemblyPath))
        {
            arguments.AddRange(["--assembly", AssemblyPath!, "--category", Category.Trim(), "--job", Job.Trim()]);
            if (!string.IsNullOrWhiteSpace(ArtifactsPath))
            {
                arguments.AddRange(["--artifacts", ArtifactsPath!]);
            }

            if (Verbose)
            {
                arguments.Add("--verbose");
            }
        }

        return arguments;
    }

    private void LogDiagnostic(ReportDiagnostic diagnostic)
    {
        switch (diagnostic.Severity.ToLowerInvariant())
        {
            case "warning":
                LogWarning(diagnostic.Code, diagnostic.Message);
                break;
            case "message":
                LogMessage(diagnostic.Code, MessageImportance.Normal, diagnostic.Message);
                break;
            default:
                // "error", and any severity this version does not know: failing closed beats a silent pass.
                LogError(diagnostic.Code, diagnostic.Message);
                break;
        }
    }
}
