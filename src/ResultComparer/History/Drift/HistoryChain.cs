using PerfGate.Git;
using PerfGate.History.Records;

namespace PerfGate.History.Drift;

/// <summary>
/// The records from an anchor to a head, oldest first, linked by each record's parent (the commit measured beside it).
/// Records on other lines (a force-pushed branch, another branch's history) are left out; a merge that was never recorded
/// ends the chain there, and <see cref="Gap"/> says where.
/// </summary>
internal sealed record HistoryChain(string AnchorCommit, IReadOnlyList<HistoryRecord> Merges, string? Gap)
{
    /// <param name="anchorCommit">The full commit to start from; null: as far back as the records reach.</param>
    /// <param name="headCommit">The full commit to end at; null: the newest record no other record builds on.</param>
    public static HistoryChain Build(IReadOnlyList<HistoryRecord> records, string? anchorCommit, string? headCommit)
    {
        if (records.Count == 0)
        {
            throw new PerfGateInputException("The history has no records yet. Record merges first: 'perfgate history record' after a same-runner gate of each push to the default branch (docs/history.md).");
        }

        // A commit recorded twice (a re-run) keeps its newest record.
        var byCommit = records.GroupBy(r => r.Commit, StringComparer.OrdinalIgnoreCase)
            .ToDictionary(g => g.Key, g => g.OrderBy(r => r.RecordedAt).Last(), StringComparer.OrdinalIgnoreCase);
        var head = headCommit is null ? NewestTip(byCommit) : Find(byCommit, headCommit, "head");
        if (anchorCommit is not null && string.Equals(head.Commit, anchorCommit, StringComparison.OrdinalIgnoreCase))
        {
            throw new PerfGateInputException(
                $"No merge has been recorded since the anchor {GitNames.ShortCommit(anchorCommit)}: it is the newest recorded merge itself. Name an older anchor, or wait for the next merge's record.");
        }

        var chain = new List<HistoryRecord>();
        string? gap = null;
        for (var record = head; ;)
        {
            chain.Add(record);
            if (anchorCommit is not null && string.Equals(record.Parent, anchorCommit, StringComparison.OrdinalIgnoreCase))
            {
                break;
            }

            if (!byCommit.TryGetValue(record.Parent, out var parent) || chain.Count > byCommit.Count)
            {
                if (anchorCommit is not null)
                {
                    throw new PerfGateInputException(
                        $"The anchor {GitNames.ShortCommit(anchorCommit)} is not on the recorded history behind {GitNames.ShortCommit(head.Commit)}: the records reach back to {GitNames.ShortCommit(record.Parent)} " +
                        $"(the parent of {GitNames.ShortCommit(record.Commit)}, which has no record of its own). Choose an anchor at or after it, or leave the anchor out.");
                }

                // Older records that the chain cannot reach mean a merge in between was never recorded.
                gap = records.Any(r => r.CommitDate < record.CommitDate && !chain.Contains(r)) ? record.Parent : null;
                break;
            }

            record = parent;
        }

        chain.Reverse();
        return new HistoryChain(anchorCommit ?? chain[0].Parent, chain, gap);
    }

    private static HistoryRecord NewestTip(Dictionary<string, HistoryRecord> byCommit)
    {
        var parents = byCommit.Values.Select(r => r.Parent).ToHashSet(StringComparer.OrdinalIgnoreCase);
        return byCommit.Values.Where(r => !parents.Contains(r.Commit)).OrderBy(r => r.CommitDate).ThenBy(r => r.RecordedAt).Last();
    }

    private static HistoryRecord Find(Dictionary<string, HistoryRecord> byCommit, string commit, string what) =>
        byCommit.TryGetValue(commit, out var record)
            ? record
            : throw new PerfGateInputException($"The {what} {GitNames.ShortCommit(commit)} has no record in the history: only pushes recorded by 'perfgate history record' are there.");
}
