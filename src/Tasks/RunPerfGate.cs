using Microsoft.Build.Framework;
using PerfGate.Layout;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reports;

namespace PerfGate.Tasks;

/// <summary>
/// The gate (target PerfGate): <c>perfgate gate</c> runs, compares, confirms and publishes every report; this
/// task then logs each finding of its JSON report as one MSBuild error, warning or message.
/// </summary>
public sealed class RunPerfGate : PerfGateRunTask
{
    public string? TimeThreshold { get; set; }

    public string? AllocationThreshold { get; set; }

    /// <summary>PerfGateThresholdOverride items: each Include is one <c>--override PATTERN=…</c>.</summary>
    public ITaskItem[]? ThresholdOverrides { get; set; }

    public string? ConfirmReruns { get; set; }

    public string? Comment { get; set; }

    public string? CompareTo { get; set; }

    public string? SameRunnerPairs { get; set; }

    public string? CaseTimeout { get; set; }

    public string? Select { get; set; }

    public bool StableMachine { get; set; }

    public string? ExplainAllocations { get; set; }

    public string? ExplainTime { get; set; }

    public string? TimeSampler { get; set; }

    public string? HistoryAnchor { get; set; }

    public string? HistoryBranch { get; set; }

    public string? HistoryUrl { get; set; }

    /// <summary>The properties PerfGate adds to this project's global ones for its Release build of the benchmarks
    /// (<c>_PerfGateReleaseProperties</c>, <c>Name=Value</c> each).</summary>
    public string[]? ReleaseProperties { get; set; }

    [Output]
    public bool Passed { get; set; }

    public override bool Execute()
    {
        Passed = Gate() && !Log.HasLoggedErrors;
        return Passed;
    }

    /// <returns>False when the tool gave no verdict; otherwise whatever fails the gate has been logged as an error.</returns>
    private bool Gate()
    {
        var result = RunTool(BuildArguments());
        if (result is null || result.Canceled)
        {
            return false;
        }

        // A shard writes results for the join, no report: its exit code only says whether its benchmarks ran.
        if (RunsOneShard)
        {
            if (result.ExitCode == ExitCodes.Failed)
            {
                LogError(DiagnosticCodes.BenchmarkRunFailed, $"the benchmarks of shard {Shard} did not run; see {RunLayout.LogPath(ArtifactsPath)}.");
            }
            else if (result.ExitCode != ExitCodes.Passed)
            {
                LogToolFailure(DiagnosticCodes.ToolFailed, "gate", result);
            }

            return true;
        }

        if (result.ExitCode is not (ExitCodes.Passed or ExitCodes.Failed))
        {
            LogToolFailure(DiagnosticCodes.ToolFailed, "gate", result);
            return false;
        }

        var layout = new RunLayout(ArtifactsPath);
        GateReport report;
        try
        {
            report = GateReportFile.Read(layout.ReportJsonPath);
        }
        catch (InvalidDataException e)
        {
            // The verdict stands without the report; a failing gate must still fail the build.
            var stderr = result.StandardError.Length > 0 ? $" {result.StandardError.Trim()}" : "";
            LogWithSeverity(result.ExitCode == ExitCodes.Passed ? DiagnosticSeverity.Warning : DiagnosticSeverity.Error,
                DiagnosticCodes.ToolFailed, $"perfgate gate exited with code {result.ExitCode}, but {e.Message}.{stderr}");
            return true;
        }

        foreach (var diagnostic in report.Diagnostics)
        {
            LogDiagnostic(diagnostic);
        }

        LogToolWarnings(result.StandardError);

        // The tool prints the same line with its console report; log it once, after the findings.
        if (!LoggedProgressLines.Contains(report.Summary.Line))
        {
            LogProgress(report.Summary.Line);
        }

        LogProduced(layout.ReportMarkdownPath);

        // The exit code and the report must agree; a failing gate is never reported as a pass.
        if ((result.ExitCode == ExitCodes.Failed || !report.Passed) && !Log.HasLoggedErrors)
        {
            LogError(DiagnosticCodes.ToolFailed,
                $"perfgate gate reported a failed gate (exit code {result.ExitCode}, passed: {(report.Passed ? "true" : "false")}) without naming a finding; see {layout.ReportJsonPath}.");
        }

        return true;
    }

    internal List<string> BuildArguments()
    {
        if (Joins)
        {
            return JoinArguments();
        }

        List<string> arguments = ["gate", .. RunArguments()];
        AddIfSet(arguments, GateOptions.Shard, Shard);
        AddJudgingArguments(arguments);
        // Profiling needs the builds, which only the gate has: the join judges saved launches.
        AddIfSet(arguments, GateOptions.ExplainAllocations, ExplainAllocations);
        AddIfSet(arguments, GateOptions.ExplainTime, ExplainTime);
        AddIfSet(arguments, GateOptions.TimeSampler, TimeSampler);
        AddIfSet(arguments, GateOptions.ConfirmReruns, ConfirmReruns);
        AddIfSet(arguments, GateOptions.CompareTo, CompareTo);
        AddIfSet(arguments, GateOptions.Pairs, SameRunnerPairs);
        AddIfSet(arguments, GateOptions.CaseTimeout, CaseTimeout);
        AddIfSet(arguments, GateOptions.Select, Select);

        // The same-runner mode builds this project's counterpart at the base revision, as the head was built.
        AddIfSet(arguments, GateOptions.Project, ProjectPath);
        arguments.AddRange(HeadBuildProperties().SelectMany(property => new[] { GateOptions.BuildProperty.CliName, property.ToString() }));

        return arguments;
    }

    /// <summary>
    /// What _PerfGateBuildRelease built the head with: this project's global properties (the user's <c>-p:</c> ones, a
    /// multi-targeted project's TargetFramework) overridden by <see cref="ReleaseProperties"/>, as its MSBuild task merges
    /// them. PerfGate's own global properties (<c>PerfGate…</c>, <c>_PerfGate…</c>) configure the gate, not the build, and
    /// stay out; what PerfGate adds to the build is <see cref="ReleaseProperties"/> alone.
    /// </summary>
    internal IEnumerable<BuildProperty> HeadBuildProperties()
    {
        var merged = new Dictionary<string, string>(StringComparer.OrdinalIgnoreCase);
        if (BuildEngine is IBuildEngine6 engine)
        {
            // The engine hands them over in MSBuild's escaped form (%3B for a ';' the user escaped on the command line).
            foreach (var global in engine.GetGlobalProperties().Where(g => !IsPerfGates(g.Key)))
            {
                merged[global.Key] = Uri.UnescapeDataString(global.Value);
            }
        }

        foreach (var release in ReleaseProperties ?? [])
        {
            var property = BuildProperty.Parse(release, GateOptions.BuildProperty);
            merged[property.Name] = property.Value;
        }

        return merged.OrderBy(p => p.Key, StringComparer.OrdinalIgnoreCase).Select(p => new BuildProperty(p.Key, p.Value));
    }

    private static bool IsPerfGates(string name) =>
        name.StartsWith("PerfGate", StringComparison.OrdinalIgnoreCase) || name.StartsWith("_PerfGate", StringComparison.OrdinalIgnoreCase);

    // The join writes the reports the gate would (console, Markdown, and the JSON this task reads back).
    private List<string> JoinArguments()
    {
        var layout = new RunLayout(ArtifactsPath);
        List<string> arguments = ["join", GateOptions.Baseline.CliName, BaselinePath, .. ShardResultsArguments()];

        AddJudgingArguments(arguments);
        arguments.AddRange(ReportKinds.GateDefaults(layout).SelectMany(r => new[] { GateOptions.Report.CliName, r.Path is null ? r.Kind : $"{r.Kind}={r.Path}" }));

        return arguments;
    }

    // What decides and where it is said: the same for a gate and for the join of a sharded one.
    private void AddJudgingArguments(List<string> arguments)
    {
        AddIfSet(arguments, GateOptions.TimeThreshold, TimeThreshold);
        AddIfSet(arguments, GateOptions.AllocationThreshold, AllocationThreshold);
        arguments.AddRange((ThresholdOverrides ?? []).SelectMany(o => new[] { GateOptions.Override.CliName, o.ItemSpec }));

        AddIfSet(arguments, GateOptions.Comment, Comment);
        // main's history, for the line a pull request's report gains: the gate's report, or the join's when sharded.
        AddIfSet(arguments, GateOptions.HistoryAnchor, HistoryAnchor);
        AddIfSet(arguments, GateOptions.HistoryBranch, HistoryBranch);
        AddIfSet(arguments, GateOptions.HistoryUrl, HistoryUrl);
        AddIfTrue(arguments, GateOptions.StableMachine, StableMachine);
    }

    private void LogDiagnostic(ReportDiagnostic diagnostic)
    {
        if (diagnostic.Severity == DiagnosticSeverity.Message)
        {
            // What was compared with (PG0222, PG0223, PG0220 without a regression) belongs beside the verdict: as a
            // progress line it shows under the terminal logger's default verbosity too, which hides every message.
            LogProgress($"PerfGate: {diagnostic.Code}: {diagnostic.Message}");
        }
        else if (diagnostic is { SourceFile: { Length: > 0 } file, SourceLine: { } line })
        {
            // The method's line when the tool found it in the PDB, so the error opens (and annotates) the benchmark itself.
            LogWithSeverity(diagnostic.Severity, diagnostic.Code, diagnostic.Message, file, line, diagnostic.SourceColumn ?? 0);
        }
        else
        {
            LogWithSeverity(diagnostic.Severity, diagnostic.Code, diagnostic.Message);
        }
    }
}
