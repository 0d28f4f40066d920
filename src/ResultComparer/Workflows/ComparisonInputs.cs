using System.Runtime.ExceptionServices;
using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Model;

namespace PerfGate.Workflows;

/// <summary>
/// The baseline and the results of one comparison, read side by side: the baseline is one file read front to
/// back on one core while the results' report files are read on the other (docs/scale.md). Problems are reported
/// as if read one after the other: the baseline's first.
/// </summary>
internal sealed record ComparisonInputs(BaselineDocument Baseline, BenchmarkRun Current)
{
    /// <param name="warnings">Receives the results' warnings (mixed hosts).</param>
    public static ComparisonInputs Read(string baselinePath, string resultsPath, TextWriter warnings)
    {
        var baselineRead = Task.Run(() => BaselineReader.Read(baselinePath));
        BenchmarkRun? current = null;
        ExceptionDispatchInfo? resultsProblem = null;
        try
        {
            current = ResultsLoader.Load(resultsPath, warnings);
        }
        catch (Exception e)
        {
            resultsProblem = ExceptionDispatchInfo.Capture(e);
        }

        var baseline = baselineRead.GetAwaiter().GetResult();
        resultsProblem?.Throw();
        return new ComparisonInputs(baseline, current!);
    }
}
