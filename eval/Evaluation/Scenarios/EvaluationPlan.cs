using PerfGate.Evaluation.Methods;
using PerfGate.Evaluation.Presets;
using PerfGate.Running;
using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>
/// Which configurations the evaluation replays. PerfGate's defaults are read from the code (the ci job's
/// preset, <see cref="GateSettings.Default"/>, the default number of confirm re-runs), so the report always
/// describes what ships.
/// </summary>
public sealed class EvaluationPlan(Recording.Recording recording)
{
    public static EmulatedJob CiJob { get; } = new(CiJobPreset.LaunchCount, CiJobPreset.IterationCount);

    public GateConfiguration Default { get; } =
        new(CiJob, new PerfGateMethod(GateSettings.Default), GateSettings.DefaultConfirmReruns);

    public IReadOnlyList<double> Thresholds { get; } = [0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.40];

    /// <summary>The default job and method at other thresholds, with and without the confirm re-run.</summary>
    public IEnumerable<GateConfiguration> ThresholdCurve(int confirmReruns) =>
        Thresholds.Select(t => Default with
        {
            Method = new PerfGateMethod(GateSettings.Default with { TimeThreshold = new TimeThreshold(t) }),
            ConfirmReruns = confirmReruns,
        });

    /// <summary>The default job, test and threshold with 0–3 confirm re-runs, and a baseline from 1–3 runs.</summary>
    public IEnumerable<GateConfiguration> ConfirmCurve() =>
        from baselineRuns in new[] { 1, 2, 3 }
        from reruns in Enumerable.Range(0, 4)
        select Default with { ConfirmReruns = reruns, BaselineRuns = baselineRuns };

    /// <summary>Smaller and larger jobs than the default, at the default threshold.</summary>
    public IEnumerable<GateConfiguration> JobGrid() =>
        from overhead in new[] { true, false }
        from launches in new[] { 2, 3, 4, 5 }
        from iterations in new[] { 3, 5, 8 }
        let job = new EmulatedJob(launches, iterations, OverheadEvaluation: overhead)
        where job.FitsIn(recording)
        select Default with { Job = job };

    /// <summary>The same recorded data through the alternatives users reach for.</summary>
    public IEnumerable<GateConfiguration> SideBySide() =>
    [
        Default,
        Default with { ConfirmReruns = 0 },
        Default with { Method = new PerfGateMethod(GateSettings.Default, byLaunch: false, "PerfGate before launch test (sample-by-sample Mann–Whitney)"), ConfirmReruns = 0 },
        Default with { Method = new MeanRatioMethod(2.0), ConfirmReruns = 0 },
        Default with { Method = new MeanRatioMethod(1.1), ConfirmReruns = 0 },
        Default with { Method = new ResultsComparerMethod(0.05), ConfirmReruns = 0 },
    ];
}
