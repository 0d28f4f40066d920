using PerfGate.Baseline;
using PerfGate.Model;
using PerfGate.Pooling;
using PerfGate.Reporting;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Confirmation;

/// <summary>
/// Judges a run and, while time regressions are flagged and re-runs are left, measures the flagged benchmarks again
/// and judges them on the pooled samples of every run.
/// </summary>
/// <remarks>
/// Between two runs of unchanged code a benchmark's time moves more than its samples within one run suggest, so a
/// single run sometimes looks slower than its baseline by chance. A real regression survives a re-run; a chance one
/// usually does not, and pooling keeps what the first run measured instead of replacing one chance verdict with
/// another. Allocations are exact and never re-run. docs/evaluation.md measures what this buys and costs.
/// </remarks>
internal static class ConfirmingGate
{
    public static async Task<GateResult> EvaluateAsync(
        BaselineDocument baseline,
        BenchmarkRun current,
        GateSettings settings,
        IBenchmarkRerunner? rerunner,
        TextWriter output,
        CancellationToken cancellationToken = default)
    {
        var maxReruns = settings.ConfirmReruns;
        var result = GateEvaluator.Evaluate(baseline, current, settings);
        // The pooled verdict is judged in the first run's unit: a job of 2 launches judged on iterations would
        // otherwise be judged on launch medians once a re-run brings it to 4, a different test with other errors.
        var units = result.Benchmarks
            .Where(v => v.Time?.Effect is not null)
            .ToDictionary(v => v.Id, v => v.Time!.Effect!.Unit, StringComparer.Ordinal);
        var reruns = new Dictionary<string, int>(StringComparer.Ordinal);
        for (var attempt = 1; rerunner is not null && attempt <= maxReruns; attempt++)
        {
            // A benchmark that already fails on its allocations fails whatever its time does: re-timing it
            // would cost its whole benchmark time for a verdict that cannot change.
            var flagged = result.Benchmarks
                .Where(v => IsGatingTimeRegression(v) && v.Allocation?.Status != MetricStatus.Regressed)
                .Select(v => v.Id)
                .ToList();
            if (flagged.Count == 0)
            {
                break;
            }

            await output.WriteLineAsync(
                $"PerfGate: {flagged.Count} time regression(s) flagged; re-running them to confirm (re-run {attempt} of at most {maxReruns}): {LogText.OneLine(string.Join(", ", flagged))}")
                .ConfigureAwait(false);
            var rerun = await rerunner.RerunAsync(flagged, attempt, cancellationToken).ConfigureAwait(false);
            if (rerun is null)
            {
                break;
            }

            // A re-run that cannot be judged in the first run's unit (its report lost which launch measured which
            // sample) is left out, as a failed re-run is: the first verdict stands.
            var rerunById = rerun.Benchmarks.Where(b => !b.Failed).ToDictionary(b => b.Id, StringComparer.Ordinal);
            var pooled = flagged.Where(id => rerunById.TryGetValue(id, out var again) && Fits(again, units.TryGetValue(id, out var unit) ? unit : null)).ToList();
            current = ResultPooling.Pool(current, rerun, pooled);
            foreach (var id in pooled)
            {
                reruns[id] = reruns.GetValueOrDefault(id) + 1;
            }

            result = GateEvaluator.Evaluate(baseline, current, settings, units);
            var confirmed = result.Benchmarks.Count(v => reruns.ContainsKey(v.Id) && IsGatingTimeRegression(v));
            await output.WriteLineAsync($"PerfGate: after re-run {attempt}, {confirmed} of {flagged.Count} time regression(s) confirmed on the pooled samples.")
                .ConfigureAwait(false);
        }

        return reruns.Count == 0 ? result : result with { Benchmarks = [.. result.Benchmarks.Select(v => WithReruns(v, reruns))] };
    }

    private static bool Fits(BenchmarkResult rerun, TimeTestUnit? unit) =>
        unit != TimeTestUnit.Launches || rerun.LaunchCount is not null;

    private static bool IsGatingTimeRegression(BenchmarkVerdict verdict) =>
        verdict.Time is { Status: MetricStatus.Regressed, Advisory: false };

    private static BenchmarkVerdict WithReruns(BenchmarkVerdict verdict, Dictionary<string, int> reruns) =>
        reruns.TryGetValue(verdict.Id, out var count) && verdict.Time is { } time
            ? verdict with { Time = time with { Reruns = count } }
            : verdict;
}
