using System.Globalization;
using PerfGate.Baseline;
using PerfGate.Confirmation;
using PerfGate.Model;
using PerfGate.Pooling;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Methods;

/// <summary>
/// PerfGate's own decision, taken by the shipped code and nothing else: the baseline runs pooled as a baseline
/// update pools them (<see cref="ResultPooling.PoolRuns"/>), then the gate's verdict with its confirm re-runs
/// (<see cref="ConfirmingGate"/>), which re-runs a flagged benchmark, pools and decides again.
/// </summary>
/// <param name="byLaunch">Hand the comparer the launch of each sample (as the gate does since BenchmarkDotNet's
/// full report says it); false replays the earlier sample-by-sample test.</param>
internal sealed class PerfGateMethod(GateSettings settings, bool byLaunch = true, string? label = null) : ITimeMethod
{
    // One known host on every side: the gate makes time advisory, and never re-runs it, when the hosts differ
    // or one is unknown. The recorded runs all come from one machine, as a baseline and its gate runs should.
    private static readonly HostInfo RecordingHost = new("recorded", "recorded", "recorded", null, null, "recorded", "recorded");

    public GateSettings Settings => settings;

    public string Name => label ?? string.Create(
        CultureInfo.InvariantCulture,
        $"PerfGate{(byLaunch ? string.Empty : " (samples)")}, {settings.TimeThreshold}, α {settings.SignificanceLevel:0.###}");

    public TimeOutcome Decide(ReplayedCase replay)
    {
        var baseline = ResultPooling.PoolRuns([.. replay.BaselineRuns.Select(r => AsRun(replay.Id, r))]);
        var rerunner = new RecordedRerunner([.. replay.Reruns.Select(r => AsRun(replay.Id, r))]);
        // Completes synchronously: the recorded re-runs are at hand and TextWriter.Null never waits.
        var result = ConfirmingGate.EvaluateAsync(
                BaselineDocument.FromRun(baseline),
                AsRun(replay.Id, replay.Current),
                settings with { ConfirmReruns = replay.ConfirmReruns },
                rerunner,
                TextWriter.Null)
            .GetAwaiter()
            .GetResult();
        var time = result.Benchmarks.Single(b => b.Id == replay.Id).Time
            ?? throw new InvalidOperationException($"The gate gave {replay.Id} no time verdict.");
        return new TimeOutcome(time.Status == MetricStatus.Regressed, time.Reruns > 0);
    }

    // A run as the gate reads it from a report: the samples in launch order, with the launch sizes when the
    // report has them; a recorded run without the case has no result for it. Time decides here, so the
    // allocation stays unmeasured.
    private BenchmarkRun AsRun(string id, IReadOnlyList<double[]>? launches) =>
        launches is null
            ? new BenchmarkRun(RecordingHost, JobSettings.Unknown, [])
            : new BenchmarkRun(
                RecordingHost,
                new JobSettings(launches.Count, launches.Count == 0 ? 0 : launches[0].Length),
                [new BenchmarkResult(id, [.. launches.SelectMany(l => l)], null) { LaunchSizes = byLaunch ? [.. launches.Select(l => l.Length)] : null }]);
}
