using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// Both time modes on the same drift recordings: the same-runner mode on subsets of each recording's own pairs, the
/// committed-baseline mode with its baseline from <see cref="BaselineRecording"/> (recorded earlier) and its current
/// run from each recording.
/// </summary>
/// <param name="Seeded">The real change against the multiplied one (empty without a seeded recording).</param>
/// <param name="Cost">What pairing per method costs against whole-suite pairs (eval/same-runner/cost.sh), when measured.</param>
public sealed record DriftResults(
    IReadOnlyList<DriftRecording> Recordings,
    DriftRecording BaselineRecording,
    IReadOnlyList<DriftCell> Cells,
    IReadOnlyList<SeededCheck> Seeded,
    PairingCost? Cost)
{
    /// <summary>Pairs per replayed same-runner gate: the trade-off curve's points.</summary>
    public static IReadOnlyList<int> GateSizes { get; } = [4, 5, 6, 8, 10];

    /// <summary>Seeded slowdowns multiplied into the head side's samples.</summary>
    public static IReadOnlyList<double> Slowdowns { get; } = [0, 0.05, 0.10, 0.25, 0.50];

    /// <param name="recordings">Every recording; the first is the committed-baseline mode's baseline (the earliest).</param>
    public static DriftResults Compute(IReadOnlyList<DriftRecording> recordings, PairingCost? cost)
    {
        if (recordings.Count == 0)
        {
            throw new ArgumentException("the drift evaluation needs at least one recording.");
        }

        var settings = GateSettings.Default;
        var baseline = recordings[0];
        var cells = new List<DriftCell>();
        foreach (var recording in recordings)
        {
            var sizes = GateSizes.Where(k => k <= recording.Cases().Select(c => c.Pairs.Count).DefaultIfEmpty(0).Max()).ToList();
            cells.AddRange(SameRunnerReplay.Evaluate(recording, sizes, Slowdowns, settings));
            cells.AddRange(CommittedBaselineReplay.Evaluate(baseline, recording, Slowdowns, settings));
        }

        var seeded = recordings.FirstOrDefault(r => r.Seeded is not null) is { } real
            ? SeededCheck.Compute(real, recordings.First(r => r.Seeded is null), GateSizes, settings).ToList()
            : [];
        return new DriftResults(recordings, baseline, cells, seeded, cost);
    }

    public DriftCell? Find(string recording, string mode, int pairs, double slowdown, bool nanosecond) =>
        Cells.FirstOrDefault(c => c.Recording == recording && c.Mode == mode && c.Pairs == pairs && c.Slowdown == slowdown && c.Nanosecond == nanosecond);
}
