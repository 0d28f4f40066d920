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
public sealed record GateRequest(
    string BaselinePath,
    RunLayout Layout,
    BenchmarkRunOptions? Run,
    GateSettings Settings,
    IReadOnlyList<ReportTarget> Reports)
{
    public IReadOnlyList<ReportTarget> ReportTargets
    {
        get
        {
            IReadOnlyList<ReportTarget> asked = Reports.Count > 0 ? Reports : [new("console", null), new("md", Layout.ReportMarkdownPath)];
            var saved = new ReportTarget("json", Layout.ReportJsonPath);
            return asked.Contains(saved) ? asked : [.. asked, saved];
        }
    }
}
