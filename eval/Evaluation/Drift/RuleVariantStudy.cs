using PerfGate.Evaluation.Scenarios;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using PerfGate.Verdicts;
using Pragmastat;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// Issue 52, item 2: this month's rule changes A/B'd on A/A recordings (eval/same-runner/ab-rules.md). Each
/// <see cref="ReplayVariant"/> replays the same seeded subsets of each case's pairs as <see cref="SameRunnerReplay"/>
/// does, at the recording's own budget (<see cref="DriftResults.ReplayBudget"/>); beside them, how far the cases'
/// launches spread counted by their fastest iteration and by their median.
/// </summary>
internal sealed record RuleVariantStudy(IReadOnlyList<RuleVariantRow> Rows, IReadOnlyList<LaunchSpreadRow> Spread)
{
    public static RuleVariantStudy Compute(IEnumerable<DriftRecording> recordings, GateSettings settings)
    {
        var rows = new List<RuleVariantRow>();
        var spread = new List<LaunchSpreadRow>();
        foreach (var recording in recordings)
        {
            if (recording.Seeded is not null)
            {
                throw new ArgumentException($"{recording.Name}: an A/B of the rules replays A/A recordings; this one's head carries a real change.");
            }

            var budget = DriftResults.ReplayBudget(recording);
            var cases = recording.Cases().Where(c => c.Pairs.Count >= budget).ToList();
            var methods = recording.Methods().Where(m => m.All(c => c.Pairs.Count >= budget)).ToList();
            foreach (var variant in ReplayVariant.All)
            {
                var aa = cases.Select(c => SameRunnerReplay.Replay(c, budget, 0, settings, variant)).ToList();
                var slower10 = cases.Select(c => SameRunnerReplay.Replay(c, budget, 0.10, settings, variant)).ToList();
                var slower25 = cases.Select(c => SameRunnerReplay.Replay(c, budget, 0.25, settings, variant)).ToList();
                var gates = cases.Count * SameRunnerReplay.SubsetsPerCase;
                rows.Add(new RuleVariantRow(
                    recording.Name,
                    budget,
                    variant.Name,
                    Sum(aa.Select(g => g.Flagged)),
                    Sum(aa.Select(g => g.Unchanged)),
                    DriftReport.Median([.. aa.SelectMany(g => g.CouldSee).Where(x => !double.IsNaN(x))]),
                    (double)aa.Sum(g => g.PairsUsed) / gates,
                    (double)methods.Sum(m => SameRunnerReplay.MethodPairsUsed(m, budget, settings, variant)) / (methods.Count * SameRunnerReplay.SubsetsPerCase),
                    Sum(slower10.Select(g => g.Flagged)),
                    Sum(slower25.Select(g => g.Flagged)),
                    Sum(slower10.Select(g => g.Unchanged))));
            }

            spread.AddRange(cases.Select(c => SpreadOf(recording.Name, c, settings.TimeThresholdFor(c.Id), budget)));
        }

        return new RuleVariantStudy(rows, spread);
    }

    private static Rate Sum(IEnumerable<Rate> rates) => rates.Aggregate(new Rate(0, 0), (a, b) => a + b);

    private static LaunchSpreadRow SpreadOf(string recording, DriftCase @case, TimeThreshold threshold, int budget)
    {
        var launches = @case.Pairs.SelectMany(p => new[] { p.Base, p.Head }).Where(l => l.Length > 0).ToList();
        double[] fastest = [.. launches.Select(l => Math.Log(l.Min()))];
        double[] median = [.. launches.Select(l => Math.Log(SampleMedian.Of(l)))];
        var margin = Math.Log(1 + threshold.Fraction);
        double[]? Ratios(LaunchStatistic statistic)
        {
            var variant = ReplayVariant.Shipped with { Statistic = statistic };
            return PairedTimeComparer.LogRatios([.. @case.Pairs.Select(p => variant.Launch(p.Base))], [.. @case.Pairs.Select(p => variant.Launch(p.Head))]);
        }

        // What all the recording's pairs could see at the budget's look, and their σ as the gate reads it.
        var level = ReplayVariant.Shipped.Looks(budget).LevelAt(budget);
        double CouldSee(LaunchStatistic statistic) =>
            Ratios(statistic) is { } ratios ? PairedSensitivity.SmallestDetectableSlowdown(ratios, margin, level, asPairs: budget) : double.NaN;
        double PairSigma(LaunchStatistic statistic) =>
            Ratios(statistic) is { } ratios ? Toolkit.Spread(new Sample(ratios)).NominalValue / PairedSensitivity.SpreadPerSigma : double.NaN;

        return new LaunchSpreadRow(
            recording, @case.Id, launches.Count,
            StandardDeviation(fastest), StandardDeviation(median), Mad(fastest), Mad(median),
            PairSigma(LaunchStatistic.Fastest), PairSigma(LaunchStatistic.Median),
            CouldSee(LaunchStatistic.Fastest), CouldSee(LaunchStatistic.Median));
    }

    private static double StandardDeviation(IReadOnlyList<double> values)
    {
        var mean = values.Average();
        return Math.Sqrt(values.Sum(x => (x - mean) * (x - mean)) / (values.Count - 1));
    }

    private static double Mad(IReadOnlyList<double> values)
    {
        var centre = DriftReport.Median(values);
        return 1.4826 * DriftReport.Median([.. values.Select(x => Math.Abs(x - centre))]);
    }
}
