using PerfGate.Baseline;
using PerfGate.Confirmation;
using PerfGate.Model;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Confirmation;

/// <summary>
/// A confirm re-run pools more launches into a flagged benchmark; the pooled verdict must come from the same test as
/// the first one, or the re-run would swap one test's errors for another's halfway.
/// </summary>
public sealed class ConfirmingGateUnitTests
{
    private const string Id = "Ns.Type.Method";

    [Fact]
    public async Task A_first_run_judged_on_iterations_stays_on_iterations_when_the_rerun_brings_enough_launches()
    {
        // A 2-launch job (BenchmarkDotNet's medium): the baseline pools 3 runs (6 launches), each gate run has 2.
        var baseline = BaselineDocument.FromRun(Run(Launched(100, 104, 98, 103, 99, 101)));
        var first = Run(Launched(112, 113));
        var rerun = Run(Launched(111, 112));

        var result = await ConfirmingGate.EvaluateAsync(baseline, first, GateSettings.Default, new OneRerun(rerun), TextWriter.Null);

        var time = result.Benchmarks.Single().Time!;
        Assert.Equal(1, time.Reruns);
        Assert.Equal(TimeTestUnit.Iterations, time.Effect!.Unit);
        Assert.Equal(20, time.Effect.CurrentCount);
        Assert.Null(time.CurrentLaunchCount);

        // Left to choose, the pooled 4 launches would have been judged on launch medians: the lock is what held.
        var pooled = PerfGate.Pooling.ResultPooling.Pool(first, rerun, [Id]);
        var unlocked = GateEvaluator.Evaluate(baseline, pooled, GateSettings.Default).Benchmarks.Single().Time!;
        Assert.Equal(TimeTestUnit.Launches, unlocked.Effect!.Unit);
    }

    [Fact]
    public async Task A_first_run_judged_on_launches_is_not_judged_on_iterations_when_the_rerun_loses_the_launches()
    {
        var baseline = BaselineDocument.FromRun(Run(Launched(100, 104, 98, 103, 99, 101, 100, 102, 97)));
        var first = Run(Launched(130, 131, 129));
        // Pooled with the first run's 3 launches, these 15 samples would leave only iterations to judge on.
        var rerun = Run(Launched(101, 100, 102) with { LaunchSizes = null });

        var result = await ConfirmingGate.EvaluateAsync(baseline, first, GateSettings.Default, new OneRerun(rerun), TextWriter.Null);

        // As after a failed re-run, the first verdict stands.
        var time = result.Benchmarks.Single().Time!;
        Assert.Equal(MetricStatus.Regressed, time.Status);
        Assert.Equal(TimeTestUnit.Launches, time.Effect!.Unit);
        Assert.Equal(3, time.Effect.CurrentCount);
        Assert.Equal(0, time.Reruns);
    }

    [Fact]
    public async Task A_first_run_judged_on_launches_is_judged_on_the_pooled_launches()
    {
        var baseline = BaselineDocument.FromRun(Run(Launched(100, 104, 98, 103, 99, 101, 100, 102, 97)));

        var result = await ConfirmingGate.EvaluateAsync(
            baseline, Run(Launched(130, 131, 129)), GateSettings.Default, new OneRerun(Run(Launched(130, 128, 131))), TextWriter.Null);

        var time = result.Benchmarks.Single().Time!;
        Assert.Equal(MetricStatus.Regressed, time.Status);
        Assert.Equal(TimeTestUnit.Launches, time.Effect!.Unit);
        Assert.Equal(6, time.Effect.CurrentCount);
        Assert.Equal(9, time.Effect.BaselineCount);
    }

    [Fact]
    public void A_benchmark_without_a_required_unit_chooses_its_unit_from_its_data()
    {
        var baseline = BaselineDocument.FromRun(Run(Launched(100, 104, 98, 103, 99, 101)));

        var result = GateEvaluator.Evaluate(baseline, Run(Launched(112, 113)), GateSettings.Default, new Dictionary<string, TimeTestUnit>());

        // Not the enum's default (launches), which 2 launches could not meet.
        Assert.Equal(TimeTestUnit.Iterations, result.Benchmarks.Single().Time!.Effect!.Unit);
    }

    private static BenchmarkRun Run(BenchmarkResult result) => SyntheticRuns.Run(result);

    // Launches at the given levels, five iterations each within ±0.2 %.
    private static BenchmarkResult Launched(params double[] levels) =>
        new(Id, [.. levels.SelectMany(level => new[] { 0.998, 1.0, 1.001, 0.999, 1.002 }.Select(f => level * f))], 48)
        {
            LaunchSizes = [.. levels.Select(_ => 5)],
        };

    private sealed class OneRerun(BenchmarkRun run) : IBenchmarkRerunner
    {
        private bool _used;

        public Task<BenchmarkRun?> RerunAsync(IReadOnlyList<string> benchmarkIds, int attempt, CancellationToken cancellationToken)
        {
            var next = _used ? null : run;
            _used = true;
            return Task.FromResult(next);
        }
    }
}
