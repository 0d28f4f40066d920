using PerfGate.Baseline;
using PerfGate.Confirmation;
using PerfGate.Evaluation.Methods;
using PerfGate.Evaluation.Scenarios;
using PerfGate.Model;
using PerfGate.Pooling;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// Today's committed-baseline mode on the same recordings: the baseline is 3 launches of an earlier recording pooled as
/// a baseline update pools runs (<see cref="ResultPooling.PoolRuns"/>), the current run 3 launches of the condition's
/// head side, a confirm re-run 3 more of them; the shipped <see cref="ConfirmingGate"/> decides on the whole suite (so
/// its condition-shift check sees every case), then <see cref="TimeReference.CommittedBaseline"/> with and without --stable-machine.
/// A seeded slowdown multiplies one case's current and re-run samples at a time, as a change slows one method.
/// </summary>
internal static class CommittedBaselineReplay
{
    /// <summary>Gates drawn per recording (seeded).</summary>
    public const int Draws = 60;

    public const int LaunchesPerRun = 3;

    /// <summary>Cases slowed per draw and slowdown at most (each its own gate); a large suite gets a seeded sample of them.</summary>
    public const int SlowedCasesPerDraw = 12;

    // One host on every side: the recordings come from one machine, and a host mismatch would make time advisory anyway.
    private static readonly HostInfo Host = new("recorded", "recorded", "recorded", null, null, "recorded", "recorded");

    public static IEnumerable<DriftCell> Evaluate(DriftRecording baselineRecording, DriftRecording recording, IReadOnlyList<double> slowdowns, GateSettings settings)
    {
        var baselineSlots = Slots(baselineRecording, "base");
        var slots = Slots(recording, "head");
        var nanosecond = recording.Cases().ToDictionary(c => c.Id, c => c.IsNanosecondScale, StringComparer.Ordinal);
        var ids = nanosecond.Keys.Where(id => !recording.IsSeeded(id) && baselineSlots.Any(s => s.ContainsKey(id))).Order(StringComparer.Ordinal).ToList();
        var tallies = new Dictionary<(double, bool, string), (Rate Failed, Rate Warned)>();
        var random = new Random(SameRunnerReplay.HashCode(recording.Name, 3));
        for (var draw = 0; draw < Draws; draw++)
        {
            var baseline = BaselineDocument.FromRun(ResultPooling.PoolRuns([.. Pick(baselineSlots, LaunchesPerRun, random).Select(s => AsRun(s, ids, null, 0))]));
            var picked = Pick(slots, 2 * LaunchesPerRun, random);
            var current = picked.Take(LaunchesPerRun).ToList();
            var rerun = picked.Skip(LaunchesPerRun).ToList();
            foreach (var slowdown in slowdowns)
            {
                var slowed = slowdown == 0 ? new string?[] { null } : ids.OrderBy(_ => random.Next()).Take(SlowedCasesPerDraw).Select(id => (string?)id).ToArray();
                foreach (var slowedId in slowed)
                {
                    var currentRun = Pooled(current, ids, slowedId, slowdown);
                    var rerunRun = Pooled(rerun, ids, slowedId, slowdown);
                    foreach (var stable in new[] { true, false })
                    {
                        var reference = new TimeReference.CommittedBaseline(stable);
                        var result = ConfirmingGate.EvaluateAsync(baseline, currentRun, reference.Judging(settings), new RecordedRerunner([rerunRun]), TextWriter.Null)
                            .GetAwaiter().GetResult();
                        result = reference.Apply(result);
                        foreach (var verdict in result.Benchmarks.Where(v => v.Time is not null && (slowedId is null || v.Id == slowedId)))
                        {
                            var key = (slowdown, nanosecond[verdict.Id], stable ? DriftModes.CommittedStable : DriftModes.CommittedDefault);
                            var (failed, warned) = tallies.GetValueOrDefault(key);
                            var regressed = verdict.Time!.Status == MetricStatus.Regressed;
                            tallies[key] = (failed + new Rate(regressed && !verdict.Time.Advisory ? 1 : 0, 1), warned + new Rate(regressed ? 1 : 0, 1));
                        }
                    }
                }
            }
        }

        foreach (var ((slowdown, ns, mode), (failed, warned)) in tallies.OrderBy(t => t.Key.Item3, StringComparer.Ordinal).ThenBy(t => t.Key.Item1).ThenBy(t => t.Key.Item2))
        {
            yield return new DriftCell(recording.Name, mode, 0, slowdown, ns, failed, warned);
        }
    }

    /// <summary>Every launch of one side, as the cases it measured (a round's launches of every method together).</summary>
    private static List<Dictionary<string, double[]>> Slots(DriftRecording recording, string side) =>
        [.. recording.Launches.Where(l => l.Side == side).GroupBy(l => l.Round).OrderBy(g => g.Key)
            .Select(g => g.SelectMany(l => l.Cases).ToDictionary(c => c.Key, c => c.Value.Samples.ToArray(), StringComparer.Ordinal))];

    private static List<T> Pick<T>(IReadOnlyList<T> items, int count, Random random) =>
        items.Count < count
            ? throw new InvalidOperationException($"A recording needs at least {count} launches per side; it has {items.Count}.")
            : [.. items.OrderBy(_ => random.Next()).Take(count)];

    /// <summary>One BenchmarkDotNet run of several launches, as the gate reads it: the samples in launch order with the launch sizes.</summary>
    private static BenchmarkRun Pooled(IReadOnlyList<Dictionary<string, double[]>> launches, IReadOnlyList<string> ids, string? slowedId, double slowdown) =>
        ResultPooling.PoolRuns([.. launches.Select(l => AsRun(l, ids, slowedId, slowdown))]);

    private static BenchmarkRun AsRun(Dictionary<string, double[]> launch, IReadOnlyList<string> ids, string? slowedId, double slowdown) =>
        new(Host, new JobSettings(1, 0), [.. ids.Where(launch.ContainsKey).Select(id =>
        {
            var factor = id == slowedId ? 1 + slowdown : 1;
            var samples = launch[id].Select(v => v * factor).ToArray();
            return new BenchmarkResult(id, samples, null) { LaunchSizes = [samples.Length] };
        })]);
}
