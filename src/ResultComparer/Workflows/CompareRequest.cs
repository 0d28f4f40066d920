using PerfGate.Reporting;
using PerfGate.Thresholds;

namespace PerfGate.Workflows;

/// <summary>Everything <c>perfgate compare</c> was asked to do, parsed and validated.</summary>
/// <param name="Reports">Where the report goes; the console table alone when none was asked for.</param>
public sealed record CompareRequest(string BaselinePath, string ResultsPath, GateSettings Settings, IReadOnlyList<ReportTarget> Reports);
