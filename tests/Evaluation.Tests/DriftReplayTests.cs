using PerfGate.Evaluation.Drift;

namespace PerfGate.Evaluation.Tests;

/// <summary>
/// The drift replay on simulated recordings whose answer is known: a load that changes from round to round but hits
/// both launches of a pair alike. Pairing must cancel it (no false alarm, a +25 % slowdown found), and a committed
/// baseline recorded under other conditions must not.
/// </summary>
[Trait("Category", "Evaluation")]
public sealed class DriftReplayTests
{
    [Fact]
    public void Pairs_cancel_a_load_that_moves_both_launches_of_a_pair_and_a_committed_baseline_does_not()
    {
        var quiet = Simulated("quiet", "2026-01-01T10:00:00Z", load: _ => 1.0);
        // From round to round the machine is ×1 to ×3 slower, the same for a pair's two launches.
        var drifting = Simulated("drifting", "2026-01-01T11:00:00Z", load: round => 1 + (2.0 * ((round * 7) % 12) / 11));

        var results = DriftResults.Compute([quiet, drifting], cost: null);

        var sameRunnerAa = results.Find(drifting.Name, DriftModes.SameRunner, 8, 0, nanosecond: false)!;
        var sameRunnerSlow = results.Find(drifting.Name, DriftModes.SameRunner, 8, 0.25, nanosecond: false)!;
        var committedAa = results.Find(drifting.Name, DriftModes.CommittedStable, 0, 0, nanosecond: false)!;
        var committedDefault = results.Find(drifting.Name, DriftModes.CommittedDefault, 0, 0, nanosecond: false)!;
        Assert.Equal(0, sameRunnerAa.Failed.Hits);
        Assert.True(sameRunnerAa.Failed.Total >= SameRunnerReplay.SubsetsPerCase);
        Assert.True(sameRunnerSlow.Failed.Percent > 95, $"+25 % under drift, paired: {sameRunnerSlow.Failed}");
        // A baseline from the quiet hour against a run up to 3× slower: its raw verdicts call unchanged code slower;
        // every case moved, so the condition-shift check makes time advisory, which also hides the real +25 %.
        var committedSlow = results.Find(drifting.Name, DriftModes.CommittedStable, 0, 0.25, nanosecond: false)!;
        Assert.True(committedAa.Warned.Percent > 20, $"committed baseline, unchanged code under drift, raw 'regressed': {committedAa.Warned}");
        Assert.True(committedSlow.Failed.Percent < 50, $"committed baseline, --stable-machine, +25 % under drift: {committedSlow.Failed}");
        Assert.Equal(0, committedDefault.Failed.Hits);
        Assert.True(committedDefault.Warned.Hits > 0);
    }

    [Fact]
    public void A_report_section_is_written_with_every_recording_and_the_trade_off()
    {
        var quiet = Simulated("quiet", "2026-01-01T10:00:00Z", load: _ => 1.0);
        var results = DriftResults.Compute([quiet], new PairingCost(5, [10, 12, 11], [12, 13, 12], [1, 1, 1]));

        var markdown = DriftReport.Markdown(results);

        Assert.StartsWith(DriftReport.Heading, markdown, StringComparison.Ordinal);
        Assert.Contains("| sim / quiet | 2026-01-01T10:00:00Z | 16 |", markdown, StringComparison.Ordinal);
        Assert.Contains($"| {PerfGate.Options.GateDefaults.SameRunnerPairs} (default) |", markdown, StringComparison.Ordinal);
        Assert.Contains("| median | 11.0 s | 12.0 s | ×1.09 (median of the rounds' ratios) |", markdown, StringComparison.Ordinal);
        // ±1 % noise: every case is unchanged at the early look, so an A/A gate takes 6 pairs whatever its budget.
        Assert.Contains("| 6.0 pairs, 12 s |", markdown, StringComparison.Ordinal);
    }

    /// <summary>16 rounds of 4 cases (2 of them nanosecond-scale), 5 samples per launch with ±1 % noise, times the round's load.</summary>
    private static DriftRecording Simulated(string condition, string started, Func<int, double> load)
    {
        var random = new Random(condition.Length);
        var cases = new Dictionary<string, double>
        {
            ["Sim.Fast.A"] = 40,
            ["Sim.Fast.B"] = 120,
            ["Sim.Slow.C"] = 50_000,
            ["Sim.Slow.D(N: 2)"] = 2_000_000,
        };
        var launches = new List<DriftLaunch>();
        for (var round = 1; round <= 16; round++)
        {
            foreach (var side in new[] { "base", "head" })
            {
                var samples = cases.ToDictionary(
                    c => c.Key,
                    c => new DriftSamples([.. Enumerable.Range(0, 5).Select(_ => c.Value * load(round) * (1 + (0.02 * (random.NextDouble() - 0.5))))], 0));
                launches.Add(new DriftLaunch(round, side, "all", 1.0, samples));
            }
        }

        return new DriftRecording("sim", condition, 16, started, 100, [1.0, 1.0, 1.0], [1.0, 1.0, 1.0], null, launches);
    }
}
