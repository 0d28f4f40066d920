using PerfGate.History.Records;

namespace PerfGate.History.Store;

/// <summary>
/// The records of a folder: a checkout of the history branch or a downloaded artifact. Every <c>*.json</c> under it is
/// read as a record, as <see cref="HistoryBranch.ReadAll"/> reads the branch, so a folder and its branch give the same
/// history and a stray JSON file is refused by name rather than skipped.
/// </summary>
internal static class HistoryFolder
{
    /// <summary>Writes the record where the branch keeps it (<see cref="HistoryRecordPath"/>), replacing an earlier record of
    /// the same commit; returns the file's path.</summary>
    public static string Write(string folder, HistoryRecord record)
    {
        var path = Path.Combine(folder, HistoryRecordPath.Of(record.Commit));
        FileSystem.AtomicFile.Write(path, System.Text.Encoding.UTF8.GetBytes(HistoryRecordFile.Serialize(record)));
        return path;
    }

    public static IReadOnlyList<HistoryRecord> ReadAll(string folder)
    {
        if (!Directory.Exists(folder))
        {
            throw new PerfGateInputException($"{folder}: the history folder does not exist. Pass a checkout of the history branch or the folder its artifact was downloaded to.");
        }

        return
        [
            .. Directory.EnumerateFiles(folder, "*.json", SearchOption.AllDirectories)
                .Order(StringComparer.Ordinal)
                .Select(HistoryRecordFile.Read),
        ];
    }
}
