using PerfGate.History;
using PerfGate.History.Page;

namespace PerfGate.Workflows.History;

/// <summary>What <c>perfgate history</c> reads and where it writes what it found.</summary>
/// <param name="Check">The records, the anchor, the thresholds and where the page is published (<see cref="MainHistoryCheck.Url"/>).</param>
/// <param name="PagePath">Where the page is written; null: no page.</param>
/// <param name="StepSummaryPath">The GitHub Actions job summary to append to; null outside Actions.</param>
public sealed record HistoryReadRequest(MainHistoryCheck Check, string? PagePath, HistoryPageOptions PageOptions, string? StepSummaryPath);
