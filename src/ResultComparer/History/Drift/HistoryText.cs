using System.Text;
using PerfGate.Formatting;
using PerfGate.Git;
using PerfGate.Reporting.Markdown;

namespace PerfGate.History.Drift;

/// <summary>
/// The history's findings in words: one line per benchmark's time and per allocation finding (console, job summary), and
/// the one line a pull-request comment gains. Every wording lives here, so the console, the summary and the comment agree.
/// </summary>
internal static class HistoryText
{
    /// <summary>What the history says of a benchmark's time since the anchor: drifted (with the merges that made it), no
    /// drift, or cannot tell, each with the drift and its band.</summary>
    public static string TimeLine(BenchmarkHistory benchmark, HistoryAnalysis analysis)
    {
        if (benchmark.Time is not { } time)
        {
            return $"{benchmark.Id}: cannot tell: the newest merge, {GitNames.ShortCommit(analysis.HeadCommit)}, did not measure it in pairs (new, failed or missing there)";
        }

        var since = $"since {analysis.Anchor} over {benchmark.Points.Count(p => p.Drift is not null)} merge(s)";
        var band = $"{Units.Percent(analysis.Confidence)} band {Units.Change(time.Lower)} to {Units.Change(time.Upper)}";
        var threshold = $"the {Units.Percent(time.Threshold)} threshold";
        return time.Drifted
            ? $"{benchmark.Id}: main is {Units.Change(time.Drift)} slower {since} ({band}, beyond {threshold}); most of it: " +
              string.Join(", ", time.Contributors.Select(c => $"{GitNames.ShortCommit(c.Commit)} {Units.Change(c.Ratio)}"))
            : time.NoDrift
            ? $"{benchmark.Id}: no drift beyond {threshold}: {Units.Change(time.Drift)} {since} ({band})"
            : $"{benchmark.Id}: cannot tell: {Units.Change(time.Drift)} {since}, but its {band} reaches past {threshold}";
    }

    /// <summary>The drift and its band in a few words, for a benchmark's heading on the page.</summary>
    public static string TimeSummary(TimeDrift? time) => time is null
        ? "cannot tell: not measured at the newest merge"
        : $"{(time.Drifted ? "drift" : time.NoDrift ? "no drift:" : "cannot tell:")} {Units.Change(time.Drift)} [{Units.Change(time.Lower)}, {Units.Change(time.Upper)}]";

    public static string AllocationLine(BenchmarkHistory benchmark, AllocationStep step) =>
        $"{benchmark.Id}: {Units.Bytes(step.FromBytes)}/op → {Units.Bytes(step.ToBytes)}/op ({Units.SignedBytes(step.ToBytes - step.FromBytes)}/op) at merge {GitNames.ShortCommit(step.Commit)}";

    public static string AllocationDriftLine(BenchmarkHistory benchmark, AllocationDrift drift, HistoryAnalysis analysis)
    {
        var contributors = string.Join(", ", drift.Contributors.Select(c => $"{GitNames.ShortCommit(c.Commit)} {Units.SignedBytes(c.ToBytes - c.FromBytes)}"));
        return $"{benchmark.Id}: main allocates {Units.SignedBytes(drift.ToBytes - drift.FromBytes)}/op more since {analysis.Anchor} over {drift.Merges} merge(s) " +
            $"({Units.Bytes(drift.FromBytes)}/op → {Units.Bytes(drift.ToBytes)}/op, beyond the {drift.Threshold} threshold); most of it: {contributors}";
    }

    /// <summary>Every benchmark's time, findings first, and its allocation findings; a line saying there was no allocation
    /// step when there was none.</summary>
    public static IReadOnlyList<string> Lines(HistoryAnalysis analysis)
    {
        var lines = new List<string>();
        foreach (var benchmark in analysis.Benchmarks.OrderBy(b => b.Drifted || b.AllocationSteps.Count > 0 ? 0 : b.Time is { NoDrift: true } ? 2 : 1))
        {
            lines.Add(TimeLine(benchmark, analysis));
            lines.AddRange(benchmark.AllocationSteps.Select(step => AllocationLine(benchmark, step)));
            if (benchmark.AllocationCreep is { } creep)
            {
                lines.Add(AllocationDriftLine(benchmark, creep, analysis));
            }
        }

        if (!analysis.Benchmarks.Any(b => b.AllocationSteps.Count > 0 || b.AllocationDrift is not null))
        {
            lines.Add($"No allocation step since {analysis.Anchor} ({analysis.Merges.Count} merge(s), {analysis.Benchmarks.Count} benchmark(s)).");
        }

        return lines;
    }

    /// <summary>The job summary: what the history found since the anchor, and a link to the page.</summary>
    public static string Markdown(HistoryAnalysis analysis, string? pageUrl)
    {
        var text = new StringBuilder();
        text.Append("### PerfGate history since ").Append(MarkdownText.Escape(analysis.Anchor)).Append('\n').Append('\n');
        text.Append(analysis.Merges.Count).Append(" merge(s) from ").Append(GitNames.ShortCommit(analysis.AnchorCommit))
            .Append(" to ").Append(GitNames.ShortCommit(analysis.HeadCommit)).Append(", ").Append(analysis.Benchmarks.Count).Append(" benchmark(s).")
            .Append(pageUrl is null ? string.Empty : $" [The history page]({pageUrl}).").Append('\n').Append('\n');
        text.AppendJoin(string.Empty, Lines(analysis).Select(line => $"- {MarkdownText.Escape(line)}\n"));
        text.AppendJoin(string.Empty, analysis.Notes.Select(note => $"\n> {MarkdownText.Escape(note)}\n"));
        return text.ToString();
    }

    /// <summary>The sentence a pull request's report gains when main has drifted since the anchor (plain text: each
    /// rendering escapes and links it); null when it has not.</summary>
    public static string? PullRequestLine(HistoryAnalysis analysis)
    {
        var flagged = analysis.Benchmarks.Where(b => b.Flag is not null).OrderByDescending(b => b.Flag!.Drift).ToList();
        if (flagged.Count == 0)
        {
            return null;
        }

        var first = flagged[0];
        return flagged.Count == 1
            ? $"main is {Units.Change(first.Flag!.Drift)} slower in {first.Id} since {analysis.Anchor}"
            : $"main is slower in {flagged.Count} benchmarks since {analysis.Anchor} (most: {first.Id}, {Units.Change(first.Flag!.Drift)})";
    }
}
