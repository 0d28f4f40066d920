using PerfGate.Evaluation.Scenarios;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// The same-runner mode on a recording: each replayed gate is a subset of k of the recorded pairs of a case, judged by
/// the shipped <see cref="PairedTimeComparer"/> with the gate's default settings; a seeded slowdown multiplies the head
/// launches' samples.
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
                    foreach (var @case in cases.Where(c => c.IsNanosecondScale == nanosecond && c.Pairs.Count >= k))
                    {
                        hits += Flagged(@case, k, slowdown, settings);
                    }

                    yield return new DriftCell(recording.Name, DriftModes.SameRunner, k, slowdown, nanosecond, hits, hits);
                }
            }
        }
    }

    /// <summary>How many of <see cref="SubsetsPerCase"/> seeded subsets of k pairs the shipped comparer calls regressed.</summary>
    public static Rate Flagged(DriftCase @case, int k, double slowdown, GateSettings settings)
    {
        var hits = new Rate(0, 0);
        var random = new Random(HashCode(@case.Id, k));
        for (var s = 0; s < SubsetsPerCase; s++)
        {
            var subset = @case.Pairs.OrderBy(_ => random.Next()).Take(k).OrderBy(p => p.Round).ToList();
            var verdict = PairedTimeComparer.Compare(
                [.. subset.Select(p => p.Base)],
                [.. subset.Select(p => p.Head.Select(v => v * (1 + slowdown)).ToArray())],
                settings.TimeThresholdFor(@case.Id),
                settings.PairedSignificanceLevel);
            hits += new Rate(verdict.Status == MetricStatus.Regressed ? 1 : 0, 1);
        }

        return hits;
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
