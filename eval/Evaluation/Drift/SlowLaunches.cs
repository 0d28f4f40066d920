using System.Globalization;
using System.Text;

namespace PerfGate.Evaluation.Drift;

/// <summary>
/// What the between-launch spread of an A/A recording is made of: most launches of a case agreeing within a few
/// percent, or a few launches far slower than the rest (a tail the standard deviation weighs by its square). Issue 39's
/// goal is written as a standard deviation; this table says which of the two a case that misses it has, and whether
/// its slow launches come in spells the other methods share (the host) or one at a time (the launch).
/// </summary>
internal static class SlowLaunches
{
    /// <summary>A launch this much slower than its case's median launch counts as slow.</summary>
    public const double Factor = 1.15;

    /// <summary>1.4826 × the median absolute deviation: the standard deviation of a normal sample, unmoved by a tail.</summary>
    private const double MadToSd = 1.4826;

    public static void Write(StringBuilder md, IReadOnlyList<DriftRecording> recordings)
    {
        if (recordings.Count == 0)
        {
            return;
        }

        md.AppendLine("### What the spread is made of: a few slow launches");
        md.AppendLine();
        var missing = Missing(recordings);
        var (slowWithin, otherWithin) = WithinSpread(recordings);
        var verdict = missing.Count == 0
            ? "No case misses the 10 % goal."
            : F($"Every case that misses the 10 % goal has its typical launches within {missing.Max(c => c.Typical) * 100:0.0} % and a few launches ×{missing.Min(c => c.SlowFactors.Min()):0.00}–×{missing.Max(c => c.SlowFactors.Max()):0.00} slow: a tail, not launches that drift apart.");
        md.AppendLine(F($"""
            The same launches as shipped (*ccd0aw*), per case: the standard deviation of ln(launch median) as above; the
            spread of the typical launch ({MadToSd} × the median absolute deviation of ln(launch median), which a few far-off
            launches do not move); the launches at least ×{Factor} slower than the case's median launch; and the standard
            deviation of ln(the launch's fastest iteration). {verdict} The slow launches are disturbed inside, not slow
            throughout: their iterations spread {100 * slowWithin:0.0} % (median), those of every other launch {100 * otherWithin:0.0} %. Something
            slowed part of the launch (another process, the host, or the benchmark process's own collector or compiler),
            and such an interruption only ever makes an iteration slower, so a launch's fastest iteration is the one it
            touched least.
            Per suite, in the order the gate ran them: how often the launch right before or after a slow one (another
            method, or the other side of the pair) is slow too, against how often any launch is; and how often both
            launches of a pair were slow, which is when pairing cancels it.
            """));
        md.AppendLine();
        md.AppendLine("| recording | slow launches | slow, next to a slow one | any launch slow | both launches of a pair slow |");
        md.AppendLine("|---|---:|---:|---:|---:|");
        foreach (var recording in recordings)
        {
            var timeline = Timeline(recording);
            var slow = timeline.Select(l => l.Slow).ToList();
            var besideSlow = Enumerable.Range(0, slow.Count).Where(i => (i > 0 && slow[i - 1]) || (i + 1 < slow.Count && slow[i + 1])).ToList();
            var pairsBothSlow = timeline.GroupBy(l => (l.Round, l.Method)).Count(g => g.Count() == 2 && g.All(l => l.Slow));
            md.AppendLine(F($"| {recording.Name} | {slow.Count(s => s)} of {slow.Count} | {Share(besideSlow.Count(i => slow[i]), besideSlow.Count)} | {Share(slow.Count(s => s), slow.Count)} | {pairsBothSlow} |"));
        }

        md.AppendLine();
        md.AppendLine("| case | launches | between launches (sd) | the typical launch (MAD) | launches ×1.15 slow | fastest iteration, between launches (sd) |");
        md.AppendLine("|---|---:|---:|---:|---:|---:|");
        foreach (var recording in recordings)
        {
            foreach (var c in recording.Cases())
            {
                var logs = LogMedians(c);
                var median = DriftReport.Median(logs);
                md.AppendLine(F($"| `{c.Id}` | {logs.Count} | {100 * Sd(logs):0.0} % | {100 * Typical(logs):0.0} % | {logs.Count(x => x - median >= Math.Log(Factor))} | {100 * Sd(LogFastest(c)):0.0} % |"));
            }
        }

        md.AppendLine();
    }

    private sealed record Launch(int Round, string Method, bool Slow);

    /// <summary>Every launch in the order the gate ran it (round by round, method by method, the side that went first
    /// first, as <c>InterleavedLaunches.BaseFirst</c> orders them), and whether any of its cases ran slow.</summary>
    private static List<Launch> Timeline(DriftRecording recording)
    {
        var medians = recording.Cases().ToDictionary(c => c.Id, c => DriftReport.Median(LogMedians(c)), StringComparer.Ordinal);
        var methods = recording.Launches.Select(l => l.Method).Distinct(StringComparer.Ordinal).ToList();
        return [.. recording.Launches
            .Where(l => l.Cases.Values.Any(s => s.Samples.Count > 0))
            .OrderBy(l => l.Round)
            .ThenBy(l => methods.IndexOf(l.Method))
            .ThenBy(l => (l.Side == "base") == ((l.Round + methods.IndexOf(l.Method)) % 2 == 1) ? 0 : 1)
            .Select(l => new Launch(l.Round, l.Method, l.Cases.Any(c =>
                c.Value.Samples.Count > 0 && medians.TryGetValue(c.Key, out var m) && Math.Log(DriftReport.Median([.. c.Value.Samples])) - m >= Math.Log(Factor))))];
    }

    private static List<double> LogMedians(DriftCase c) =>
        [.. c.Pairs.SelectMany(p => new[] { p.Base, p.Head }).Where(l => l.Length > 0).Select(l => Math.Log(DriftReport.Median(l)))];

    private static List<double> LogFastest(DriftCase c) =>
        [.. c.Pairs.SelectMany(p => new[] { p.Base, p.Head }).Where(l => l.Length > 0).Select(l => Math.Log(l.Min()))];

    /// <summary>The median spread of the iterations inside a slow launch, and inside every other launch.</summary>
    private static (double Slow, double Other) WithinSpread(IReadOnlyList<DriftRecording> recordings)
    {
        var slow = new List<double>();
        var other = new List<double>();
        foreach (var c in recordings.SelectMany(r => r.Cases()))
        {
            var launches = c.Pairs.SelectMany(p => new[] { p.Base, p.Head }).Where(l => l.Length > 1).ToList();
            var median = DriftReport.Median([.. launches.Select(l => Math.Log(DriftReport.Median(l)))]);
            foreach (var launch in launches)
            {
                (Math.Log(DriftReport.Median(launch)) - median >= Math.Log(Factor) ? slow : other).Add(Sd([.. launch.Select(x => Math.Log(x))]));
            }
        }

        return (slow.Count == 0 ? double.NaN : DriftReport.Median(slow), DriftReport.Median(other));
    }

    private static double Typical(IReadOnlyList<double> logs)
    {
        var median = DriftReport.Median(logs);
        return MadToSd * DriftReport.Median([.. logs.Select(x => Math.Abs(x - median))]);
    }

    /// <summary>The cases that miss the goal of 10 % between launches: their typical spread and how slow their slow launches ran.</summary>
    private static List<(double Typical, List<double> SlowFactors)> Missing(IReadOnlyList<DriftRecording> recordings) =>
        [.. recordings.SelectMany(r => r.Cases()).Select(LogMedians).Where(l => Sd(l) > 0.10).Select(l =>
            (Typical(l), l.Select(x => Math.Exp(x - DriftReport.Median(l))).Where(f => f >= Factor).ToList()))];

    private static double Sd(IReadOnlyList<double> logs)
    {
        var mean = logs.Average();
        return logs.Count < 2 ? double.NaN : Math.Sqrt(logs.Sum(x => (x - mean) * (x - mean)) / (logs.Count - 1));
    }

    private static string Share(int part, int whole) => whole == 0 ? "–" : F($"{100.0 * part / whole:0} % ({part} / {whole})");

    private static string F(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
