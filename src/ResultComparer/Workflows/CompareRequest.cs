using PerfGate.Thresholds;

namespace PerfGate.Workflows;

/// <summary>Everything <c>perfgate compare</c> was asked to do, parsed and validated.</summary>
public sealed record CompareRequest(
    string BaselinePath,
    string ResultsPath,
    GateSettings Settings,
    string? JsonReportPath = null,
    string? MarkdownReportPath = null);
