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
public static class SameRunnerReplay
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
                        var (flagged, pairs) = Replay(@case, k, slowdown, settings);
                        hits += flagged;
                        used += pairs;
                    }

                    yield return new DriftCell(recording.Name, DriftModes.SameRunner, k, slowdown, nanosecond, hits, hits, used);
                }
            }
        }
    }

    /// <summary>How many of <see cref="SubsetsPerCase"/> seeded gates of budget k the shipped comparer calls regressed.</summary>
    public static Rate Flagged(DriftCase @case, int k, double slowdown, GateSettings settings) => Replay(@case, k, slowdown, settings).Flagged;

    /// <summary>The replayed gates of budget k: how many flagged the case, and how many pairs they took in all.</summary>
    public static (Rate Flagged, int PairsUsed) Replay(DriftCase @case, int k, double slowdown, GateSettings settings)
    {
        var hits = new Rate(0, 0);
        var used = 0;
        var looks = new PairedLooks(k);
        var threshold = settings.TimeThresholdFor(@case.Id);
        var random = new Random(HashCode(@case.Id, k));
        for (var s = 0; s < SubsetsPerCase; s++)
        {
            // In a random order: the first batch is a random 8 of them, as any 8 rounds of a gate could have been.
            var subset = @case.Pairs.OrderBy(_ => random.Next()).Take(k).ToList();
            double[][] baseSide = [.. subset.Select(p => p.Base)];
            double[][] headSide = [.. subset.Select(p => p.Head.Select(v => v * (1 + slowdown)).ToArray())];
            var taken = looks.Sizes.First(n => n == k || !PairedTimeComparer.NeedsMorePairs(baseSide[..n], headSide[..n], threshold, looks));
            var verdict = PairedTimeComparer.Compare(baseSide[..taken], headSide[..taken], threshold, looks);
            hits += new Rate(verdict.Status == MetricStatus.Regressed ? 1 : 0, 1);
            used += taken;
        }

        return (hits, used);
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
