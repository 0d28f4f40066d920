using PerfGate.Baseline;
using PerfGate.Ingest;

namespace PerfGate.Workflows;

/// <summary>
/// Records a run as the new baseline. A run with a failed benchmark is refused: a baseline must not
/// silently drop a benchmark that then can never regress.
/// </summary>
public static class BaselineUpdateWorkflow
{
    /// <returns>The benchmarks that failed; the baseline is written only when there are none.</returns>
    /// <exception cref="PerfGateInputException">The results are missing or malformed, or the file cannot be written.</exception>
    public static IReadOnlyList<string> Run(string resultsPath, string baselinePath, TextWriter output)
    {
        var run = ResultsLoader.Load(resultsPath);
        if (run.Benchmarks.Count == 0)
        {
            throw new PerfGateInputException($"--results: '{resultsPath}' holds no benchmark; nothing to record. The baseline is unchanged.");
        }

        var failed = run.Benchmarks.Where(b => b.Failed).Select(b => b.Id).ToList();
        if (failed.Count > 0)
        {
            return failed;
        }

        BaselineWriter.WriteAtomically(baselinePath, BaselineDocument.FromRun(run));
        output.WriteLine($"PerfGate: recorded {run.Benchmarks.Count} benchmark(s) in {Path.GetFullPath(baselinePath)}");
        return failed;
    }
}
