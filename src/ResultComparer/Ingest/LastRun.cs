using PerfGate.Layout;
using PerfGate.Options;

namespace PerfGate.Ingest;

/// <summary>The results of the last run in an artifacts folder, for a gate or a recording that reuses them.</summary>
internal static class LastRun
{
    public static string ResultsPath(RunLayout layout) =>
        Directory.Exists(layout.ResultsPath)
            ? layout.ResultsPath
            : throw new PerfGateInputException(
                GateOptions.ReuseResults, $"there are no results to reuse in '{layout.ResultsPath}'. Run the benchmarks once without it.");
}
