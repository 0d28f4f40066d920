using PerfGate.Running;
using PerfGate.Thresholds;

namespace PerfGate.Workflows;

/// <summary>Everything <c>perfgate compare</c> was asked to do, parsed and validated.</summary>
/// <param name="Rerun">How the results were measured, so flagged time regressions can be measured again
/// (<see cref="GateSettings.ConfirmReruns"/>); null when the benchmark app was not given.</param>
public sealed record CompareRequest(
    string BaselinePath,
    string ResultsPath,
    GateSettings Settings,
    string? JsonReportPath = null,
    string? MarkdownReportPath = null,
    BenchmarkRunOptions? Rerun = null);
