using System.Text.RegularExpressions;

namespace PerfGate.History.Store;

/// <summary>Where a merge's record lives on the history branch: <c>records/ab/abcdef….json</c>.</summary>
internal static partial class HistoryRecordPath
{
    /// <remarks>
    /// One folder per first two hex characters: git rewrites every tree on the path of a changed file, so a folder of
    /// a few records keeps each append to a few small trees, where one flat folder would be rewritten whole each time.
    /// </remarks>
    public static string Of(string commit)
    {
        var id = commit.ToLowerInvariant();
        if (!CommitId().IsMatch(id))
        {
            throw new PerfGateInputException($"The history record's commit '{commit}' is not a full commit id; the record names the merged commit by its hash.");
        }

        return $"records/{id[..2]}/{id}.json";
    }

    // SHA-1 (40) or SHA-256 (64) object names.
    [GeneratedRegex("^([0-9a-f]{40}|[0-9a-f]{64})$", RegexOptions.CultureInvariant)]
    private static partial Regex CommitId();
}
