using PerfGate.Layout;
using PerfGate.Reporting;
using PerfGate.Running;
using PerfGate.Thresholds;

namespace PerfGate.Workflows;

/// <summary>Everything <c>perfgate gate</c> was asked to do, parsed and validated.</summary>
/// <param name="Run">How to run the benchmarks (the first run goes to the layout's first run folder); null
/// to reuse the results of the last run in <paramref name="Layout"/>, which also means nothing can be re-run.</param>
/// <param name="Reports">The reports asked for; none means the console table and the Markdown file. The JSON report
/// in the artifacts folder is always written: the MSBuild task and <c>perfgate comment</c> read it.</param>
/// <param name="Reporting">Where the gate runs (GitHub Actions adds the job summary, the pull-request comment and,
/// outside MSBuild, annotations) and how it comments; <see cref="ReportingContext.None"/> when null.</param>
/// <param name="SourceAssemblyPath">The benchmark assembly whose PDB gives findings their source lines, when
/// <paramref name="Run"/> is null; null leaves them without.</param>
public sealed record GateRequest(
    string BaselinePath,
    RunLayout Layout,
    BenchmarkRunOptions? Run,
    GateSettings Settings,
    IReadOnlyList<ReportTarget> Reports,
    ReportingContext? Reporting = null,
    string? SourceAssemblyPath = null)
{
    public ReportingContext Context => Reporting ?? ReportingContext.None;

    public string? SourceAssembly => Run?.AssemblyPath ?? SourceAssemblyPath;

    public IReadOnlyList<ReportTarget> ReportTargets
    {
        get
        {
            IReadOnlyList<ReportTarget> asked = Reports.Count > 0 ? Reports : [new("console", null), new("md", Layout.ReportMarkdownPath)];
            var saved = new ReportTarget("json", Layout.ReportJsonPath);
            // The JSON comes before the GitHub targets: whatever happens to those, the report is saved.
            return Context.WithCiTargets(asked.Contains(saved) ? asked : [.. asked, saved]);
        }
    }
}
