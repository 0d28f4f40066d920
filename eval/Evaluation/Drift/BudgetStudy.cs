using System.Globalization;
using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// Issue 52's lever "more pairs": the shipped rules replayed at larger budgets on A/A recordings with enough pairs (a
/// suite's gates pooled), so what a budget buys in could-see and detection is read beside what it costs in pairs.
/// The same seeded subsets as every other replay (<see cref="SameRunnerReplay"/>); a case with fewer recorded pairs than
/// a budget is left out of that budget's row.
/// </summary>
internal static class BudgetStudy
{
    public static void Write(TextWriter output, IEnumerable<DriftRecording> recordings, IReadOnlyList<int> budgets, GateSettings settings)
    {
        output.WriteLine(F($"Replayed same-runner gates with the shipped rules, {SameRunnerReplay.SubsetsPerCase} seeded subsets per case and budget; pairs per case: what the gates took (the cost), A/A."));
        output.WriteLine();
        output.WriteLine("| recording | budget | cases | A/A false alarms | A/A could see, median | pairs per case | +10 % caught | +25 % caught |");
        output.WriteLine("|---|---:|---:|---:|---:|---:|---:|---:|");
        foreach (var recording in recordings)
        {
            foreach (var budget in budgets)
            {
                var cases = recording.Cases().Where(c => c.Pairs.Count >= budget).ToList();
                if (cases.Count == 0)
                {
                    continue;
                }

                var aa = cases.Select(c => SameRunnerReplay.Replay(c, budget, 0, settings, ReplayVariant.Shipped)).ToList();
                var caught10 = cases.Select(c => SameRunnerReplay.Replay(c, budget, 0.10, settings, ReplayVariant.Shipped).Flagged).Aggregate((a, b) => a + b);
                var caught25 = cases.Select(c => SameRunnerReplay.Replay(c, budget, 0.25, settings, ReplayVariant.Shipped).Flagged).Aggregate((a, b) => a + b);
                var couldSee = DriftReport.Median([.. aa.SelectMany(g => g.CouldSee).Where(x => !double.IsNaN(x))]);
                var pairs = (double)aa.Sum(g => g.PairsUsed) / (cases.Count * SameRunnerReplay.SubsetsPerCase);
                output.WriteLine(F($"| {recording.Name} | {budget} | {cases.Count} | {aa.Select(g => g.Flagged).Aggregate((a, b) => a + b)} | {(double.IsPositiveInfinity(couldSee) ? "none" : $"+{100 * couldSee:0.0} %")} | {pairs:0.0} | {caught10} | {caught25} |"));
            }
        }
    }

    private static string F(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
