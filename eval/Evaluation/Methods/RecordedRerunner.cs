using PerfGate.Confirmation;
using PerfGate.Model;

namespace PerfGate.Evaluation.Methods;

/// <summary>
/// Confirm re-runs served from the recording instead of measured: attempt 1 gets the first recorded re-run,
/// and so on. Past the last one it answers as a failed re-run does (null), which ends the gate's re-runs.
/// </summary>
internal sealed class RecordedRerunner(IReadOnlyList<BenchmarkRun> reruns) : IBenchmarkRerunner
{
    public Task<BenchmarkRun?> RerunAsync(IReadOnlyList<string> benchmarkIds, int attempt, CancellationToken cancellationToken) =>
        Task.FromResult(attempt <= reruns.Count ? reruns[attempt - 1] : null);
}
