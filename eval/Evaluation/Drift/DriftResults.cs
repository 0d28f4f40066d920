using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// Both time modes on the same drift recordings: the same-runner mode on subsets of each recording's own pairs, the
/// committed-baseline mode with its baseline from the suite's earliest recording (<see cref="Baselines"/>) and its
/// current run from each recording.
/// </summary>
/// <param name="Seeded">The real change against the multiplied one (empty without a seeded recording).</param>
/// <param name="Cost">What pairing per method costs against whole-suite pairs (eval/same-runner/cost.sh), when measured.</param>
internal sealed record DriftResults(
    IReadOnlyList<DriftRecording> Recordings,
    IReadOnlyList<DriftRecording> Baselines,
    IReadOnlyList<DriftCell> Cells,
    IReadOnlyList<SeededCheck> Seeded,
    PairingCost? Cost)
{
    /// <summary>The launch-noise studies (eval/same-runner/noise.sh), if any.</summary>
    public IReadOnlyList<NoiseStudy> Noise { get; init; } = [];

    /// <summary>How early an unchanged method could stop (docs/evaluation.md, "An earlier unchanged").</summary>
    public EarlyUnchangedStudy EarlyUnchanged { get; init; } = new([]);

    /// <summary>The budgets (most pairs per method) of the replayed same-runner gates: the trade-off curve's points.</summary>
    public static IReadOnlyList<int> GateSizes { get; } = [8, 10, 12, 16];

    /// <summary>Seeded slowdowns multiplied into the head side's samples.</summary>
    public static IReadOnlyList<double> Slowdowns { get; } = [0, 0.05, 0.10, 0.25, 0.50, 1.00];

    /// <param name="recordings">Every recording, oldest first; each suite's first is its committed-baseline mode's baseline.</param>
    public static DriftResults Compute(IReadOnlyList<DriftRecording> recordings, PairingCost? cost)
    {
        if (recordings.Count == 0)
        {
            throw new ArgumentException("the drift evaluation needs at least one recording.");
        }

        var settings = GateSettings.Default;
        // Each suite against its own earliest recording: another suite's baseline has none of its benchmarks.
        var baselines = recordings.GroupBy(r => r.Suite, StringComparer.Ordinal).Select(g => g.First()).ToList();
        DriftRecording BaselineOf(DriftRecording recording) => baselines.First(b => b.Suite == recording.Suite);
        var cells = new List<DriftCell>();
        foreach (var recording in recordings)
        {
            var baseline = BaselineOf(recording);
            var sizes = GateSizes.Where(k => k <= recording.Cases().Select(c => c.Pairs.Count).DefaultIfEmpty(0).Max()).ToList();
            cells.AddRange(SameRunnerReplay.Evaluate(recording, sizes, Slowdowns, settings));
            // The committed-baseline mode runs BenchmarkDotNet's own processes with the runtime's own settings: only the
            // recordings of the launch before 2026-11-27 are runs that mode makes.
            if (IsFormerLaunch(recording))
            {
                cells.AddRange(CommittedBaselineReplay.Evaluate(baseline, recording, Slowdowns, settings));
            }
        }

        // A real change against the same cases, multiplied, of the suite's A/A recording with the same launch under the
        // same load made most recently before it: the same machine, as far as the recordings can tell (hosts of one
        // machine kind differed by ×2 on Autofac's container build); else the suite's first A/A recording.
        DriftRecording? AaFor(DriftRecording real) =>
            recordings.LastOrDefault(a => a.Suite == real.Suite && a.Seeded is null && a.Load == real.Load
                && LaunchOf(a) == LaunchOf(real) && string.CompareOrdinal(a.Started, real.Started) < 0)
            ?? recordings.FirstOrDefault(a => a.Suite == real.Suite && a.Seeded is null);
        var seeded = recordings
            .Where(r => r.Seeded is not null && AaFor(r) is not null)
            .SelectMany(real => SeededCheck.Compute(real, AaFor(real)!, GateSizes, settings))
            .ToList();
        return new DriftResults(recordings, baselines, cells, seeded, cost) { EarlyUnchanged = EarlyUnchangedStudy.Compute(recordings, settings) };
    }

    /// <summary>
    /// Which launch a recording's condition says it ran: <c>ccd0aw</c>, the launch as shipped since 2026-11-27 (the
    /// runtime's call-counting delay off and BenchmarkDotNet's automatic warmup, <c>SteadyLaunch</c>); <c>once</c>, a
    /// method's first pair sizing its later launches, which then ran 3 warmups and no pilot (measured that evening, not
    /// kept); <c>ccd0</c>, the delay off alone (measured that day, not shipped); <c>pgo0</c>, every launch with
    /// <c>DOTNET_TieredPGO=0</c> (shipped on 2026-11-24, withdrawn the next day); none, the launch before 2026-11-27 (the
    /// runtime's own settings, 2 warmups).
    /// </summary>
    public static string LaunchOf(DriftRecording recording) =>
        recording.Condition.Contains("once", StringComparison.Ordinal) ? "once"
        : recording.Condition.Contains("ccd0aw", StringComparison.Ordinal) ? "ccd0aw"
        : recording.Condition.Contains("ccd0", StringComparison.Ordinal) ? "ccd0"
        : recording.Condition.Contains("pgo0", StringComparison.Ordinal) ? "pgo0"
        : "";

    public static bool IsShippedLaunch(DriftRecording recording) => LaunchOf(recording) == "ccd0aw";

    /// <summary>Pilot once with 3 warmups: measured on 2026-11-27's evening and not kept (docs/evaluation.md, "Pilot once").</summary>
    public static bool IsPilotOnceLaunch(DriftRecording recording) => LaunchOf(recording) == "once";

    /// <summary>The launch before 2026-11-27: the runtime's own settings, as BenchmarkDotNet's own processes in the committed-baseline mode run.</summary>
    public static bool IsFormerLaunch(DriftRecording recording) => LaunchOf(recording) == "";

    /// <summary>The budget a recording's same-runner row is replayed at: the default, or the largest replayed size its pairs allow.</summary>
    public static int ReplayBudget(DriftRecording recording) =>
        GateSizes.Where(size => size <= Math.Min(GateDefaults.SameRunnerPairs, recording.Pairs)).DefaultIfEmpty(0).Max();

    public DriftCell? Find(string recording, string mode, int pairs, double slowdown, bool nanosecond) =>
        Cells.FirstOrDefault(c => c.Recording == recording && c.Mode == mode && c.Pairs == pairs && c.Slowdown == slowdown && c.Nanosecond == nanosecond);
}
