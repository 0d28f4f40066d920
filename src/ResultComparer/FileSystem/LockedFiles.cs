namespace PerfGate.FileSystem;

/// <summary>
/// Windows refuses to delete a file, or to rename another over it, while some process has it open: an antivirus or
/// indexer scanning a file just written, a benchmark process or build server still exiting. Linux and macOS never do.
/// Such a lock lasts moments, so the operation is tried again a few times before its failure counts.
/// </summary>
internal static class LockedFiles
{
    /// <summary>About 4 s in all: longer than a scan of a file just written, short beside a gate's minutes.</summary>
    private static readonly TimeSpan[] Waits =
        [TimeSpan.FromMilliseconds(100), TimeSpan.FromMilliseconds(250), TimeSpan.FromMilliseconds(500), TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(2)];

    /// <exception cref="IOException">The last attempt's failure.</exception>
    /// <exception cref="UnauthorizedAccessException">The last attempt's failure.</exception>
    public static void Retry(Action operation) => Retry(operation, Thread.Sleep);

    internal static void Retry(Action operation, Action<TimeSpan> wait)
    {
        for (var attempt = 0; ; attempt++)
        {
            try
            {
                operation();
                return;
            }
            catch (Exception e) when (MayBeLocked(e) && attempt < Waits.Length)
            {
                wait(Waits[attempt]);
            }
        }
    }

    /// <summary>Deletes <paramref name="path"/> and everything in it, retrying while something holds a file in it. Read-only
    /// files go too: Windows refuses to delete them (Directory.Delete throws), where Linux and macOS need only the folder's
    /// permission.</summary>
    public static void DeleteFolder(string path) =>
        Retry(() =>
        {
            if (!Directory.Exists(path))
            {
                return;
            }

            if (OperatingSystem.IsWindows())
            {
                ClearReadOnly(path);
            }

            Directory.Delete(path, recursive: true);
        });

    // A file or folder that is not there is no lock: waiting would not bring it back.
    private static bool MayBeLocked(Exception e) =>
        e is UnauthorizedAccessException || (e is IOException && e is not FileNotFoundException and not DirectoryNotFoundException);

    private static void ClearReadOnly(string path)
    {
        // Not through links: a junction in the folder leads outside it, and what lies there is not ours to change.
        var everything = new EnumerationOptions { RecurseSubdirectories = true, AttributesToSkip = FileAttributes.ReparsePoint, IgnoreInaccessible = true };
        foreach (var file in new DirectoryInfo(path).EnumerateFiles("*", everything).Where(f => f.IsReadOnly))
        {
            file.IsReadOnly = false;
        }
    }
}
