using PerfGate.Evaluation.Methods;
using PerfGate.Evaluation.Presets;
using PerfGate.Options;
using PerfGate.Running;
using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Scenarios;

/// <summary>
/// Which configurations the evaluation replays. PerfGate's defaults are read from the code (the ci job's
/// preset, <see cref="GateSettings.Default"/>, the default number of confirm re-runs), so the report always
/// describes what ships.
/// </summary>
internal sealed class EvaluationPlan(Recording.Recording recording)
{
    public static EmulatedJob CiJob { get; } =
        new(CiJobPreset.LaunchCount, CiJobPreset.IterationCount, OverheadEvaluation: CiJobPreset.EvaluateOverhead);

    public GateConfiguration Default { get; } =
        new(CiJob, new PerfGateMethod(GateSettings.Default), GateDefaults.ConfirmReruns, GateDefaults.BaselineRuns);

    /// <summary>What PerfGate did before this evaluation: every sample tested as independent, a baseline from one
    /// run, no re-runs, the ci job with overhead evaluation.</summary>
    public GateConfiguration Before { get; } = new(
        new(3, 5),
        new PerfGateMethod(GateSettings.Default with { LaunchSpreadFactor = 0 }, byLaunch: false, "PerfGate before this evaluation (every sample independent, 5 %)"),
        ConfirmReruns: 0,
        BaselineRuns: 1);

    public IReadOnlyList<double> Thresholds { get; } = [0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.40];

    /// <summary>The default job and method at other thresholds, with and without the confirm re-run.</summary>
    public IEnumerable<GateConfiguration> ThresholdCurve(int confirmReruns) =>
        Thresholds.Select(t => Default with
        {
            Method = new PerfGateMethod(GateSettings.Default with { TimeThreshold = new TimeThreshold(t) }),
            ConfirmReruns = confirmReruns,
        });

    public IReadOnlyList<double> SignificanceLevels { get; } = [0.02, 0.05, 0.08, 0.10, 0.15];

    /// <summary>The default job, launch-median test and threshold at other significance levels, with and without the
    /// confirm re-run: what α does on the path the defaults take.</summary>
    public IEnumerable<GateConfiguration> SignificanceCurve(int confirmReruns) =>
        SignificanceLevels.Select(a => Default with
        {
            Method = new PerfGateMethod(GateSettings.Default with { SignificanceLevel = a }),
            ConfirmReruns = confirmReruns,
        });

    /// <summary>The default job, test and threshold with 0–3 confirm re-runs, and a baseline from 1–3 runs.</summary>
    public IEnumerable<GateConfiguration> ConfirmCurve() =>
        from baselineRuns in new[] { 1, 2, 3 }
        from reruns in Enumerable.Range(0, 4)
        select Default with { ConfirmReruns = reruns, BaselineRuns = baselineRuns };

    /// <summary>The default with other launch-spread factors (0: thresholds never widen).</summary>
    public IEnumerable<GateConfiguration> SpreadCurve() =>
        new[] { 0, 0.25, 0.5, 0.75, 1.0 }.Select(f => Default with
        {
            Method = new PerfGateMethod(GateSettings.Default with { LaunchSpreadFactor = f }),
        });

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
        Before,
        // The alternatives compare one run with one run, as their tools do.
        Before with { Method = new MeanRatioMethod(2.0) },
        Before with { Method = new MeanRatioMethod(1.1) },
        Before with { Method = new ResultsComparerMethod(0.05) },
    ];
}
