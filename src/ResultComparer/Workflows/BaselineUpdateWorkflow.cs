using PerfGate.Baseline;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Pooling;
using PerfGate.Reporting;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Workflows;

/// <summary>Records one run, or several pooled, as the new baseline. A run with a failed benchmark is refused: a baseline
/// must not silently drop a benchmark that then can never regress.</summary>
internal static class BaselineUpdateWorkflow
{
    /// <returns>A line per failed benchmark; the baseline is written only when there are none.</returns>
    public static IReadOnlyList<string> Run(IReadOnlyList<string> resultsPaths, string baselinePath, TextWriter output, TextWriter? warnings = null)
    {
        var runs = resultsPaths.Select(path => ResultsLoader.Load(path, output)).ToList();
        var empty = resultsPaths.Where((path, i) => runs[i].Benchmarks.Count == 0).ToList();
        if (runs.Count == 0 || empty.Count > 0)
        {
            throw new PerfGateInputException(GateOptions.Results, $"'{empty.FirstOrDefault()}' holds no benchmark; nothing to record. The baseline is unchanged.");
        }

        var from = runs.Count == 1 ? string.Empty : $" from {runs.Count} runs";
        return Record(ResultPooling.PoolRuns(runs), runs, from, baselinePath, output, warnings ?? output);
    }

    /// <summary>Writes <paramref name="pooled"/> as the baseline unless a benchmark of it failed; a sharded recording too.</summary>
    /// <param name="warnings">Where a baseline too noisy to gate time is reported (PG0210); it is still written:
    /// its allocations gate regardless, and the user decides whether to record again.</param>
    internal static IReadOnlyList<string> Record(
        BenchmarkRun pooled, IReadOnlyList<BenchmarkRun> runs, string from, string baselinePath, TextWriter output, TextWriter warnings)
    {
        List<string> failed = [.. pooled.Benchmarks.Where(b => b.Failed)
            .Select(b => $"{LogText.OneLine(b.Id)}: the benchmark failed; fix it before recording a baseline. The baseline is unchanged.")];
        if (failed.Count > 0)
        {
            return failed;
        }

        BaselineWriter.WriteAtomically(baselinePath, BaselineDocument.FromRun(pooled));
        output.WriteLine($"PerfGate: recorded {pooled.Benchmarks.Count} benchmark(s){from} in {Path.GetFullPath(baselinePath)}");
        WarnIfNoisy(runs, pooled, warnings);
        return failed;
    }

    private static void WarnIfNoisy(IReadOnlyList<BenchmarkRun> runs, BenchmarkRun pooled, TextWriter warnings)
    {
        var noisy = BaselineNoise.Find(runs, pooled, GateSettings.Default);
        if (noisy.Count == 0)
        {
            return;
        }

        const int Named = 5;
        var more = noisy.Count > Named ? $"; and {noisy.Count - Named} more" : string.Empty;
        warnings.WriteLine(ToolDiagnosticLine.Warning(DiagnosticCodes.NoisyBaseline,
            $"the baseline is too noisy to gate time for {noisy.Count} of {pooled.Benchmarks.Count} benchmark(s): " +
            $"{string.Join("; ", noisy.Take(Named))}{more}. The machine was busy, or its speed varies (a shared VM): record it again on a quiet, " +
            "dedicated machine, or treat these benchmarks' time verdicts as advisory. Allocations gate regardless."));
    }
}
