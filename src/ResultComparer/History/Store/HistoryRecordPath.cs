using PerfGate.Git;

namespace PerfGate.History.Store;

/// <summary>Where a merge's record lives on the history branch: <c>records/ab/abcdef….json</c>.</summary>
internal static class HistoryRecordPath
{
    /// <remarks>
    /// One folder per first two hex characters: git rewrites every tree on the path of a changed file, so a folder of
    /// a few records keeps each append to a few small trees, where one flat folder would be rewritten whole each time.
    /// </remarks>
    public static string Of(string commit)
    {
        var id = commit.ToLowerInvariant();
        if (!GitNames.IsFullCommit(id))
        {
            throw new PerfGateInputException($"The history record's commit '{commit}' is not a full commit id; the record names the merged commit by its hash.");
        }

        return $"records/{id[..2]}/{id}.json";
    }
}
