using System.Globalization;
using PerfGate.History.Records;

namespace PerfGate.History.Store;

/// <summary>Where the records are read from: the repository's history branch (fetched from its remote when it has one),
/// or a folder of records (a checkout of that branch, or a downloaded artifact).</summary>
/// <param name="Repository">The git repository: the branch's home, and where an anchor's name is resolved.</param>
/// <param name="Folder">Read this folder instead of the branch.</param>
internal sealed record HistorySource(string Repository, string Branch = HistoryBranch.DefaultBranch, string Remote = HistoryBranch.DefaultRemote, string? Folder = null)
{
    /// <exception cref="PerfGateInputException">A record is corrupt, foreign or newer, or git cannot read the branch here.</exception>
    /// <exception cref="PerfGateUnavailableException">The remote could not be fetched from after retries.</exception>
    public IReadOnlyList<HistoryRecord> ReadAll()
    {
        if (Folder is { } folder)
        {
            return HistoryFolder.ReadAll(folder);
        }

        try
        {
            return new HistoryBranch(Repository, Branch, Remote).ReadAll();
        }
        catch (HistoryStoreException e)
        {
            throw e.ForUser($"cannot read the history branch '{Branch}' of '{Repository}'");
        }
    }

    /// <returns>Where the record went, for a person: "in" its file, or "on" the branch with the pushes it took.</returns>
    /// <exception cref="PerfGateUnavailableException">The remote could not be pushed to after retries.</exception>
    public string Append(HistoryRecord record)
    {
        if (Folder is { } folder)
        {
            return $"in {HistoryFolder.Write(folder, record)}";
        }

        try
        {
            return $"on {Branch} ({new HistoryBranch(Repository, Branch, Remote).Append(record).Attempts.ToString(CultureInfo.InvariantCulture)} attempt(s))";
        }
        catch (HistoryStoreException e)
        {
            throw e.ForUser($"cannot append to the history branch '{Branch}' of '{Repository}'");
        }
    }
}
