using PerfGate.Evaluation.Scenarios;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// The same-runner mode on a recording: each replayed gate is a seeded subset of k of the recorded pairs of a case (k the
/// budget), measured as the gate measures them: the first batch, then more only while the shipped
/// <see cref="PairedTimeComparer.NeedsMorePairs"/> says so at a look, judged by the shipped <see cref="PairedTimeComparer"/>
/// on the pairs it took; a seeded slowdown multiplies the head launches' samples.
/// </summary>
internal static class SameRunnerReplay
{
    /// <summary>Subsets of k pairs drawn per case (seeded): the recorded pairs are the independent unit, not these.</summary>
    public const int SubsetsPerCase = 120;

    public static IEnumerable<DriftCell> Evaluate(DriftRecording recording, IReadOnlyList<int> gateSizes, IReadOnlyList<double> slowdowns, GateSettings settings)
    {
        // A real change's cases are judged apart (SeededCheck): here every difference must be the machine's.
        var cases = recording.Cases().Where(c => !recording.IsSeeded(c.Id)).ToList();
        foreach (var k in gateSizes)
        {
            foreach (var slowdown in slowdowns)
            {
                foreach (var nanosecond in new[] { false, true })
                {
                    var hits = new Rate(0, 0);
                    var used = 0;
                    foreach (var @case in cases.Where(c => c.IsNanosecondScale == nanosecond && c.Pairs.Count >= k))
                    {
                        var gates = Replay(@case, k, slowdown, settings);
                        hits += gates.Flagged;
                        used += gates.PairsUsed;
                    }

                    yield return new DriftCell(recording.Name, DriftModes.SameRunner, k, slowdown, nanosecond, hits, hits, used);
                }
            }
        }
    }

    /// <summary>How many of <see cref="SubsetsPerCase"/> seeded gates of budget k the shipped comparer calls regressed.</summary>
    public static Rate Flagged(DriftCase @case, int k, double slowdown, GateSettings settings) => Replay(@case, k, slowdown, settings).Flagged;

    /// <summary>The replayed gates of budget k: how many flagged the case, how many called it unchanged, and how many
    /// pairs they took in all.</summary>
    /// <param name="early">The early looks to replay (docs/evaluation.md, "An earlier unchanged"); null: the gate's.</param>
    public static ReplayedGates Replay(DriftCase @case, int k, double slowdown, GateSettings settings, EarlyUnchangedLooks? early = null) =>
        Replay(@case, k, slowdown, settings, ReplayVariant.Shipped with { Early = early });

    /// <summary>The same with other rules (<see cref="ReplayVariant"/>) on the same seeded subsets.</summary>
    public static ReplayedGates Replay(DriftCase @case, int k, double slowdown, GateSettings settings, ReplayVariant variant)
    {
        var flagged = new Rate(0, 0);
        var unchanged = new Rate(0, 0);
        var used = 0;
        var couldSee = new List<double>(SubsetsPerCase);
        var looks = variant.Looks(k);
        var threshold = settings.TimeThresholdFor(@case.Id);
        var random = new Random(HashCode(@case.Id, k));
        for (var s = 0; s < SubsetsPerCase; s++)
        {
            // In a random order: the first batch is a random 8 of them, as any 8 rounds of a gate could have been.
            var subset = @case.Pairs.OrderBy(_ => random.Next()).Take(k).ToList();
            double[][] baseSide = [.. subset.Select(p => variant.Launch(p.Base))];
            double[][] headSide = [.. subset.Select(p => variant.Launch([.. p.Head.Select(v => v * (1 + slowdown))]))];
            var taken = looks.Sizes.First(n => n == k || !PairedTimeComparer.NeedsMorePairs(baseSide[..n], headSide[..n], threshold, looks));
            var verdict = PairedTimeComparer.Compare(baseSide[..taken], headSide[..taken], threshold, looks);
            flagged += new Rate(verdict.Status == MetricStatus.Regressed ? 1 : 0, 1);
            unchanged += new Rate(verdict.Status == MetricStatus.Unchanged ? 1 : 0, 1);
            used += taken;
            couldSee.Add(verdict.SmallestDetectable ?? double.NaN);
        }

        return new ReplayedGates(flagged, unchanged, used) { CouldSee = couldSee };
    }

    /// <summary>
    /// The pairs a benchmark method's unchanged-code gates of budget k took in all, over <see cref="SubsetsPerCase"/>
    /// seeded subsets of the rounds all its cases ran in: a live gate gives a method more pairs while any of its cases
    /// needs them, so a method of several cases costs at least its slowest case. A method of one case draws the same
    /// subsets as <see cref="Replay"/> does for it, so the two agree there.
    /// </summary>
    public static int MethodPairsUsed(IReadOnlyList<DriftCase> cases, int k, GateSettings settings, EarlyUnchangedLooks? early = null) =>
        MethodPairsUsed(cases, k, settings, ReplayVariant.Shipped with { Early = early });

    /// <summary>The same with other rules (<see cref="ReplayVariant"/>) on the same seeded subsets.</summary>
    public static int MethodPairsUsed(IReadOnlyList<DriftCase> cases, int k, GateSettings settings, ReplayVariant variant)
    {
        var rounds = cases.Skip(1).Aggregate(
            cases[0].Pairs.Select(p => p.Round).ToList(), (common, c) => [.. common.Intersect(c.Pairs.Select(p => p.Round))]);
        var looks = variant.Looks(k);
        var random = new Random(HashCode(cases[0].Id, k));
        var used = 0;
        for (var s = 0; s < SubsetsPerCase; s++)
        {
            var subset = rounds.OrderBy(_ => random.Next()).Take(k).ToList();
            var sides = cases.Select(c => (
                Threshold: settings.TimeThresholdFor(c.Id),
                Base: subset.Select(round => variant.Launch(c.Pairs.First(p => p.Round == round).Base)).ToArray(),
                Head: subset.Select(round => variant.Launch(c.Pairs.First(p => p.Round == round).Head)).ToArray())).ToList();
            used += looks.Sizes.First(n => n == k || sides.All(c => !PairedTimeComparer.NeedsMorePairs(c.Base[..n], c.Head[..n], c.Threshold, looks)));
        }

        return used;
    }

    /// <summary>A stable seed (string.GetHashCode is randomized per process, and the report must replay byte for byte).</summary>
    internal static int HashCode(string text, int salt)
    {
        var hash = 17 + salt;
        foreach (var c in text)
        {
            hash = unchecked((hash * 31) + c);
        }

        return hash;
    }
}
