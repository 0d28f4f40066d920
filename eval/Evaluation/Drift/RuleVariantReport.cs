using System.Globalization;

namespace PerfGate.Evaluation.Drift;

/// <summary>The tables of eval/same-runner/ab-rules.md, from <see cref="RuleVariantStudy"/>.</summary>
internal static class RuleVariantReport
{
    public static void Write(TextWriter output, RuleVariantStudy study)
    {
        output.WriteLine(F($"Replayed same-runner gates, {SameRunnerReplay.SubsetsPerCase} seeded subsets per case, every case of the recording (nanosecond ones included), at the recording's own budget; the same subsets for every row of a recording."));
        output.WriteLine();
        output.WriteLine("| recording (budget) | rules | A/A false alarms | A/A unchanged | A/A could see, median | pairs per case | pairs per method | +10 % caught | +10 % called unchanged | +25 % caught |");
        output.WriteLine("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        foreach (var row in study.Rows)
        {
            output.WriteLine(F($"| {row.Recording} ({row.Budget}) | {row.Variant} | {row.FalseAlarms} | {row.Unchanged} | {Percent(row.CouldSee)} | {row.PairsPerCase:0.0} | {row.PairsPerMethod:0.0} | {row.Caught10} | {row.Unchanged10} | {row.Caught25} |"));
        }

        output.WriteLine();
        output.WriteLine("Per recording, the median over its cases (pair σ: how many cases spread less by the fastest iteration than by the median):");
        output.WriteLine();
        output.WriteLine("| recording | cases | between launches, sd of ln: fastest / median | the typical launch (MAD): fastest / median | pair log ratios σ: fastest / median | fastest spreads less | could see at the budget with every pair: fastest / median |");
        output.WriteLine("|---|---:|---:|---:|---:|---:|---:|");
        foreach (var group in study.Spread.GroupBy(s => s.Recording))
        {
            var rows = group.ToList();
            double M(Func<LaunchSpreadRow, double> figure) => DriftReport.Median([.. rows.Select(figure)]);
            output.WriteLine(F($"| {group.Key} | {rows.Count} | {Pct(M(r => r.FastestSd))} / {Pct(M(r => r.MedianSd))} | {Pct(M(r => r.FastestMad))} / {Pct(M(r => r.MedianMad))} | {Pct(M(r => r.FastestPairSigma))} / {Pct(M(r => r.MedianPairSigma))} | {rows.Count(r => r.FastestPairSigma < r.MedianPairSigma)} of {rows.Count} | {Percent(M(r => r.FastestCouldSee))} / {Percent(M(r => r.MedianCouldSee))} |"));
        }

        output.WriteLine();
        output.WriteLine("Per case:");
        output.WriteLine();
        output.WriteLine("| recording | case | launches | sd of ln: fastest / median | MAD: fastest / median | pair σ: fastest / median | could see: fastest / median |");
        output.WriteLine("|---|---|---:|---:|---:|---:|---:|");
        foreach (var r in study.Spread)
        {
            output.WriteLine(F($"| {r.Recording} | `{r.Case}` | {r.Launches} | {Pct(r.FastestSd)} / {Pct(r.MedianSd)} | {Pct(r.FastestMad)} / {Pct(r.MedianMad)} | {Pct(r.FastestPairSigma)} / {Pct(r.MedianPairSigma)} | {Percent(r.FastestCouldSee)} / {Percent(r.MedianCouldSee)} |"));
        }
    }

    // A spread, a fraction of ln: "12.3 %".
    private static string Pct(double fraction) => F($"{100 * fraction:0.0} %");

    // A slowdown: "+12.3 %", "none" when no slowdown could be seen.
    private static string Percent(double slowdown) =>
        double.IsNaN(slowdown) ? "–" : double.IsPositiveInfinity(slowdown) ? "none" : F($"+{100 * slowdown:0.0} %");

    private static string F(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
