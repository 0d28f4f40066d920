using PerfGate.Evaluation.Drift;
using PerfGate.Statistics;

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
        // ±1 % noise: every case is unchanged at the first early look, so an A/A gate takes 5 pairs whatever its budget.
        Assert.Contains("| 5.0 pairs, 10 s |", markdown, StringComparison.Ordinal);
    }

    [Fact]
    public void A_method_of_one_case_costs_the_pairs_its_case_took_and_a_method_stops_only_with_its_last_case()
    {
        var recording = Simulated("quiet", "2026-01-01T10:00:00Z", load: _ => 1.0);
        var quiet = recording.Cases().First();
        var settings = PerfGate.Thresholds.GateSettings.Default;
        // Its partner's head is ±30 % from pair to pair: never unchanged at an early look.
        var noisy = quiet with
        {
            Id = quiet.Id + "(Noisy: 1)",
            Pairs = [.. quiet.Pairs.Select(p => p with { Head = [.. p.Head.Select(v => v * (p.Round % 2 == 0 ? 1.3 : 0.7))] })],
        };

        Assert.Equal(SameRunnerReplay.Replay(quiet, 16, 0, settings).PairsUsed, SameRunnerReplay.MethodPairsUsed([quiet], 16, settings));
        Assert.Equal(5 * SameRunnerReplay.SubsetsPerCase, SameRunnerReplay.MethodPairsUsed([quiet], 16, settings));
        Assert.True(SameRunnerReplay.MethodPairsUsed([quiet, noisy], 16, settings) >= 8 * SameRunnerReplay.SubsetsPerCase);
    }

    [Fact]
    public void The_early_look_study_holds_every_candidate_against_the_look_at_6_on_the_same_gates()
    {
        var recording = Simulated("idle+ccd0aw", "2026-01-01T10:00:00Z", load: _ => 1.0);

        var study = EarlyUnchangedStudy.Compute([recording], PerfGate.Thresholds.GateSettings.Default);

        Assert.Equal(EarlyUnchangedStudy.Candidates.Count, study.Rows.Count);
        // ±1 % noise: every case is unchanged as early as the test allows; signed ranks at 3 or 4 pairs allow nothing.
        Assert.Equal(5.0, study.Row(recording.Name, EarlyUnchangedLooks.Default).MethodPairs);
        Assert.Equal(8.0, study.Row(recording.Name, new EarlyUnchangedLooks(4, 4, UnchangedTest.SignedRanks)).MethodPairs);
        Assert.Equal(3.0, study.Row(recording.Name, new EarlyUnchangedLooks(3, 3, UnchangedTest.MeanInterval)).MethodPairs);
        Assert.Equal(3, study.Earliest?.First);
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
