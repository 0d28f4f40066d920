using PerfGate.Evaluation.Scenarios;
using PerfGate.Options;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// Whether multiplying the head's samples stands in for a real change: a real change of the seeded size (recorded
/// with its own head build) and the same cases of an A/A recording with the samples multiplied, both through the
/// shipped <see cref="PairedTimeComparer"/> on the same subsets.
/// </summary>
/// <param name="MeasuredRatio">The real change's head/base ratio over every recorded pair (Hodges–Lehmann, as the gate reports it).</param>
/// <param name="Recording">The seeded recording's name; <paramref name="AaRecording"/> the A/A one whose samples are multiplied.</param>
internal sealed record SeededCheck(string Recording, string AaRecording, string Id, int Pairs, double MeasuredRatio, Rate RealDetected, Rate MultipliedDetected)
{
    public static IEnumerable<SeededCheck> Compute(DriftRecording seeded, DriftRecording aa, IReadOnlyList<int> gateSizes, GateSettings settings)
    {
        var aaCases = aa.Cases().ToDictionary(c => c.Id, StringComparer.Ordinal);
        foreach (var real in seeded.Cases().Where(c => seeded.IsSeeded(c.Id) && aaCases.ContainsKey(c.Id)))
        {
            var whole = PairedTimeComparer.Compare(
                [.. real.Pairs.Select(p => p.Base)], [.. real.Pairs.Select(p => p.Head)], settings.TimeThresholdFor(real.Id), new PairedLooks(Math.Max(real.Pairs.Count, GateDefaults.MinSameRunnerPairs)));
            foreach (var k in gateSizes.Where(k => k <= real.Pairs.Count && k <= aaCases[real.Id].Pairs.Count))
            {
                yield return new SeededCheck(
                    seeded.Name, aa.Name, real.Id, k, whole.Ratio,
                    SameRunnerReplay.Flagged(real, k, 0, settings),
                    SameRunnerReplay.Flagged(aaCases[real.Id], k, seeded.SeededSlowdown, settings));
            }
        }
    }
}
