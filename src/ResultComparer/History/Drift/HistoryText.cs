using System.Text;
using PerfGate.Formatting;
using PerfGate.Git;
using PerfGate.Reporting.Markdown;

namespace PerfGate.History.Drift;

/// <summary>
/// The history's findings in words: one line per flagged drift and per allocation step (console, job summary), and the
/// one line a pull-request comment gains. Every wording lives here, so the console, the summary and the comment agree.
/// </summary>
public static class HistoryText
{
    public static string DriftLine(BenchmarkHistory benchmark, HistoryAnalysis analysis)
    {
        var flag = benchmark.Flag ?? throw new ArgumentException("Only a flagged benchmark has a drift line.", nameof(benchmark));
        var merges = benchmark.Points.Count(p => p.Drift is not null);
        var contributors = string.Join(", ", flag.Contributors.Select(c => $"{GitNames.ShortCommit(c.Commit)} {Units.Change(c.Ratio)}"));
        return $"{benchmark.Id}: main is {Units.Change(flag.Drift)} slower since {analysis.Anchor} over {merges} merge(s) " +
            $"({Percent(analysis.Confidence)} band {Units.Change(flag.Lower)} to {Units.Change(flag.Upper)}, beyond the {Percent(flag.Threshold)} threshold); " +
            $"most of it: {contributors}";
    }

    public static string AllocationLine(BenchmarkHistory benchmark, AllocationStep step) =>
        $"{benchmark.Id}: {Units.Bytes(step.FromBytes)}/op → {Units.Bytes(step.ToBytes)}/op ({SignedBytes(step.ToBytes - step.FromBytes)}/op) at merge {GitNames.ShortCommit(step.Commit)}";

    public static string AllocationDriftLine(BenchmarkHistory benchmark, AllocationDrift drift, HistoryAnalysis analysis)
    {
        var contributors = string.Join(", ", drift.Contributors.Select(c => $"{GitNames.ShortCommit(c.Commit)} {SignedBytes(c.ToBytes - c.FromBytes)}"));
        return $"{benchmark.Id}: main allocates {SignedBytes(drift.ToBytes - drift.FromBytes)}/op more since {analysis.Anchor} over {drift.Merges} merge(s) " +
            $"({Units.Bytes(drift.FromBytes)}/op → {Units.Bytes(drift.ToBytes)}/op, beyond the {drift.Threshold} threshold); most of it: {contributors}";
    }

    /// <summary>Every finding, one line each; a line saying nothing was found when nothing was.</summary>
    public static IReadOnlyList<string> Lines(HistoryAnalysis analysis)
    {
        var lines = new List<string>();
        foreach (var benchmark in analysis.Benchmarks)
        {
            if (benchmark.Flag is not null)
            {
                lines.Add(DriftLine(benchmark, analysis));
            }

            lines.AddRange(benchmark.AllocationSteps.Select(step => AllocationLine(benchmark, step)));

            if (benchmark.AllocationCreep is { } creep)
            {
                lines.Add(AllocationDriftLine(benchmark, creep, analysis));
            }
        }

        return lines.Count > 0
            ? lines
            : [$"No drift beyond {Percent(analysis.TimeThreshold)} and no allocation step since {analysis.Anchor} ({analysis.Merges.Count} merge(s), {analysis.Benchmarks.Count} benchmark(s))."];
    }

    /// <summary>The job summary: what the history found since the anchor, and a link to the page.</summary>
    public static string Markdown(HistoryAnalysis analysis, string? pageUrl)
    {
        var text = new StringBuilder();
        text.Append("### PerfGate history since ").Append(MarkdownText.Escape(analysis.Anchor)).Append('\n').Append('\n');
        text.Append(analysis.Merges.Count).Append(" merge(s) from ").Append(GitNames.ShortCommit(analysis.AnchorCommit))
            .Append(" to ").Append(GitNames.ShortCommit(analysis.HeadCommit)).Append(", ").Append(analysis.Benchmarks.Count).Append(" benchmark(s).")
            .Append(pageUrl is null ? string.Empty : $" [The history page]({pageUrl}).").Append('\n').Append('\n');
        foreach (var line in Lines(analysis))
        {
            text.Append("- ").Append(MarkdownText.Escape(line)).Append('\n');
        }

        foreach (var note in analysis.Notes)
        {
            text.Append('\n').Append("> ").Append(MarkdownText.Escape(note)).Append('\n');
        }

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

    private static string Percent(double fraction) => (fraction * 100).ToString("0.#", System.Globalization.CultureInfo.InvariantCulture) + " %";

    private static string SignedBytes(long bytes) => (bytes >= 0 ? "+" : "-") + Units.Bytes(Math.Abs(bytes));
}
