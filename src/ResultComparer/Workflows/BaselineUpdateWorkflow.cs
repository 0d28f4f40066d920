using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Options;
using PerfGate.Pooling;

namespace PerfGate.Workflows;

/// <summary>
/// Records one run, or several pooled (<see cref="ResultPooling.PoolRuns"/>), as the new baseline. A run with
/// a failed benchmark is refused: a baseline must not silently drop a benchmark that then can never regress.
/// </summary>
public static class BaselineUpdateWorkflow
{
    /// <returns>The benchmarks that failed; the baseline is written only when there are none.</returns>
    /// <exception cref="PerfGateInputException">The results are missing or malformed, or the file cannot be written.</exception>
    public static IReadOnlyList<string> Run(IReadOnlyList<string> resultsPaths, string baselinePath, TextWriter output)
    {
        var runs = resultsPaths.Select(path => ResultsLoader.Load(path, output)).ToList();
        var empty = resultsPaths.Where((path, i) => runs[i].Benchmarks.Count == 0).ToList();
        if (runs.Count == 0 || empty.Count > 0)
        {
            throw new PerfGateInputException(GateOptions.Results, $"'{empty.FirstOrDefault()}' holds no benchmark; nothing to record. The baseline is unchanged.");
        }

        var run = ResultPooling.PoolRuns(runs);

        var failed = run.Benchmarks.Where(b => b.Failed).Select(b => b.Id).ToList();
        if (failed.Count > 0)
        {
            return failed;
        }

        BaselineWriter.WriteAtomically(baselinePath, BaselineDocument.FromRun(run));
        var from = runs.Count == 1 ? string.Empty : $" from {runs.Count} runs";
        output.WriteLine($"PerfGate: recorded {run.Benchmarks.Count} benchmark(s){from} in {Path.GetFullPath(baselinePath)}");
        return failed;
    }
}
