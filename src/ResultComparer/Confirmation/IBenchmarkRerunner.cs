using PerfGate.Model;

namespace PerfGate.Confirmation;

/// <summary>Measures some benchmarks again, with the job the gate's run used.</summary>
internal interface IBenchmarkRerunner
{
    /// <param name="attempt">1 for the first re-run, 2 for the second, …</param>
    /// <returns>The re-run's results, or null when it failed (the reason is already shown).</returns>
    Task<BenchmarkRun?> RerunAsync(IReadOnlyList<string> benchmarkIds, int attempt, CancellationToken cancellationToken);
}
