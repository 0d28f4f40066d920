using System.Globalization;
using System.Text;
using PerfGate.Options;
using PerfGate.Statistics;
using PerfGate.Thresholds;

namespace PerfGate.Evaluation.Drift;

/// <summary>The "An earlier unchanged" part of docs/evaluation.md, generated from <see cref="EarlyUnchangedStudy"/>.</summary>
internal static class EarlyUnchangedReport
{
    public const string Heading = "### An earlier unchanged";

    public static void Write(StringBuilder md, EarlyUnchangedStudy study)
    {
        if (study.Rows.Count == 0)
        {
            return;
        }

        var before = EarlyUnchangedStudy.Before;
        var earliest = study.Earliest;
        md.AppendLine();
        md.AppendLine(Heading);
        md.AppendLine();
        md.AppendLine(F($"""
            Issue 50's second lever, for a pull request that changes code every benchmark executes: stop a method sooner
            when its pairs already show it unchanged. The looks before the first that can flag ({GateDefaults.SameRunnerFirstPairs} pairs) can only say
            "unchanged": they spend no regression level and flag nothing themselves; what an earlier one can cost is a real
            change called unchanged, a +25 % not caught, or (sending other cases on to the looks that can flag) a false
            alarm, and what it buys is pairs. Each row replays the idle A/A recordings of the launch as shipped
            ({string.Join(", ", study.Recordings.Select(x => $"`{x}`"))}; their load and the machine's state are in this
            section's first table; a replay counts verdicts, it times nothing) at their own budget, as the tables above do
            ({SameRunnerReplay.SubsetsPerCase} seeded subsets per case, the same for every row), with other early looks in place
            of the gate's and every other rule shipped: a look after *k* pairs alone, or after *k* and after every pair up to {before.Last}.
            Tests, each two one-sided tests at {GateDefaults.SameRunnerEquivalenceLevel}: *signed ranks*, the gate's (exact; no p-value of n pairs goes below
            2^-n, so at 3 or 4 pairs they can say nothing, and such a look is no early look at all; at 5, only when every pair
            is inside ± the threshold); *t, mean*, Student's t interval of the mean log ratio inside ± the threshold (no floor;
            normal noise assumed); *t, HL centre*, the Hodges–Lehmann centre ± t × Pragmastat's spread ÷ 0.954 ÷ √n (no
            floor; robust to one wild pair). A +10 % change is twice the default threshold ({TimeThreshold.Default}), so calling it
            unchanged is wrong; counts are over every case, nanosecond ones included. Pairs per method: a method's rounds until
            none of its cases needs more, as a live gate counts them (a method of one case is its case). *At the threshold*:
            the most often the early looks call a change exactly at the threshold unchanged, whatever the noise (exact, signed
            ranks only). Reproduce: `eval/run --replay`.
            """));
        md.AppendLine();
        md.AppendLine("| recording (budget) | early looks after | test | +10 % called unchanged | +10 % caught | +25 % caught | A/A false alarms | A/A pairs per method, mean |");
        md.AppendLine("|---|---|---|---:|---:|---:|---:|---:|");
        foreach (var recording in study.Recordings)
        {
            foreach (var row in study.Rows.Where(r => r.Recording == recording))
            {
                md.AppendLine(F($"| {row.Recording} ({row.Budget}) | {Sizes(row.Looks)} | {Name(row.Looks)} | {row.Counts.FalseUnchanged} | {row.Counts.Detected10} | {row.Counts.Caught25} | {row.Counts.FalseAlarms} | {row.MethodPairs:0.00} |"));
            }
        }

        md.AppendLine();
        md.AppendLine("All the recordings together:");
        md.AppendLine();
        md.AppendLine("| early looks after | test | +10 % called unchanged | +10 % caught | +25 % caught | A/A false alarms | A/A pairs per method, mean | at the threshold |");
        md.AppendLine("|---|---|---:|---:|---:|---:|---:|---:|");
        foreach (var looks in EarlyUnchangedStudy.Candidates)
        {
            var counts = study.Pooled(looks);
            var chance = EarlyUnchangedStudy.ChanceAtThreshold(looks);
            md.AppendLine(F($"| {Sizes(looks)} | {Name(looks)} | {counts.FalseUnchanged} | {counts.Detected10} | {counts.Caught25} | {counts.FalseAlarms} | {study.MethodPairs(looks):0.00} | {(double.IsNaN(chance) ? "–" : F($"{100 * chance:0.0} %"))} |"));
        }

        md.AppendLine();
        var pooledBefore = study.Pooled(before);
        md.AppendLine(earliest is null
            ? F($"""
                No early look before {before.First} pairs is as good as the look at {before.First} alone on every recording (no more +10 % called
                unchanged, no fewer +25 % caught, no more false alarms) and cheaper, so the gate keeps it.
                """)
            : F($"""
                **Shipped: early looks after {Sizes(earliest)} pairs, {Name(earliest)}** (`GateDefaults.SameRunnerEarlyUnchangedPairs` = {earliest.First}{(earliest.Last > earliest.First ? $", `SameRunnerLastEarlyUnchangedPairs` = {earliest.Last}" : "")}{(earliest == EarlyUnchangedLooks.Default ? "" : "; NOT the gate's: the code and this table disagree")}):
                the earliest first look that is as good as the look at {before.First} alone on every recording (+10 % called unchanged
                {study.Pooled(earliest).FalseUnchanged.Hits} against {pooledBefore.FalseUnchanged.Hits} of {pooledBefore.FalseUnchanged.Total}, +25 % caught {study.Pooled(earliest).Caught25.Hits} against {pooledBefore.Caught25.Hits}, false alarms {study.Pooled(earliest).FalseAlarms.Hits} against {pooledBefore.FalseAlarms.Hits}) and cheaper: {study.MethodPairs(before):0.00} → {study.MethodPairs(earliest):0.00}
                pairs per method on unchanged code ({100 * (1 - (study.MethodPairs(earliest) / study.MethodPairs(before))):0.0} % fewer; {string.Join(", ", study.Recordings.Select(x => F($"`{x}` {study.Row(x, before).MethodPairs:0.00} → {study.Row(x, earliest).MethodPairs:0.00}")))}).
                A change exactly at the threshold is called unchanged by its early looks at most {100 * EarlyUnchangedStudy.ChanceAtThreshold(earliest):0.0} % of the time, against {100 * EarlyUnchangedStudy.ChanceAtThreshold(before):0.0} %
                by the look at {before.First} alone; the looks that can flag add their own chances as before.
                """));
        var intervals = EarlyUnchangedStudy.Candidates.Where(x => x.Test != UnchangedTest.SignedRanks && x.First < before.First).ToList();
        var intervalsAsGood = intervals.Where(study.IsNoWorseAndCheaper).ToList();
        md.AppendLine(intervalsAsGood.Count == 0
            ? F($"""
                Without the signed-rank floor no look did as well: at {intervals.Min(x => x.First)}–{intervals.Max(x => x.First)} pairs each interval called +10 % unchanged more often
                than the look at {before.First} alone on some recording, or cost more (all recordings, a look alone: {string.Join("; ", intervals.Where(x => x.First == x.Last).Select(x => F($"{x.First} pairs, {Name(x)}: {study.Pooled(x).FalseUnchanged.Hits}")))}; against {pooledBefore.FalseUnchanged.Hits}).
                """)
            : F($"As good as the look at {before.First} alone without the signed-rank floor: {string.Join("; ", intervalsAsGood.Select(x => F($"{Sizes(x)} pairs, {Name(x)}")))}."));
    }

    private static string Sizes(EarlyUnchangedLooks looks) => string.Join(", ", looks.Sizes);

    private static string Name(EarlyUnchangedLooks looks) => looks.Test switch
    {
        UnchangedTest.SignedRanks => "signed ranks",
        UnchangedTest.MeanInterval => "t, mean",
        _ => "t, HL centre",
    };

    private static string F(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
