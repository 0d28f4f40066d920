using PerfGate.Options;

namespace PerfGate.FileSystem;

/// <summary>
/// Replaces a whole file atomically: the new content goes to a temporary file beside it, flushed to disk, which is then
/// renamed over the old one, so a reader (a browser, a git add) never sees half a file and any failure leaves the old one
/// byte-identical. A symbolic link is written through: its final target is replaced and the link stays.
/// </summary>
internal static class AtomicFile
{
    /// <summary>How old a temporary file of ours must be to count as a killed writer's, not a concurrent writer's live one.</summary>
    private static readonly TimeSpan StaleTemporaryAge = TimeSpan.FromMinutes(10);

    /// <param name="option">The setting that named <paramref name="path"/>, for the message; null when none did.</param>
    /// <param name="what">What the file is, as the message names it: "the previous baseline is unchanged".</param>
    /// <exception cref="PerfGateInputException">The file cannot be written; it names the path.</exception>
    public static void Write(string path, byte[] content, GateOption? option = null, string what = "file")
    {
        var fullPath = FinalTarget(Path.GetFullPath(path), option, what);
        var directory = Path.GetDirectoryName(fullPath)!;
        var temporary = Path.Combine(directory, TemporaryPrefix(fullPath) + $"{Guid.NewGuid():N}.tmp");
        try
        {
            Directory.CreateDirectory(directory);
            using (var file = new FileStream(temporary, FileMode.CreateNew, FileAccess.Write))
            {
                file.Write(content);
                file.Flush(flushToDisk: true);
            }

            // Windows refuses the rename while a process holds the old file open (an editor, a scanner): a few tries.
            LockedFiles.Retry(() => File.Move(temporary, fullPath, overwrite: true));
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            TryDelete(temporary);
            throw new PerfGateInputException(option, $"cannot write '{path}': {e.Message.TrimEnd('.')}. The previous {what} is unchanged.", e);
        }

        RemoveStaleTemporaries(fullPath);
    }

    private static string TemporaryPrefix(string fullPath) => $".{Path.GetFileName(fullPath)}.";

    // Renaming over a link would replace the link with a file, and the file the link shares would never change.
    private static string FinalTarget(string fullPath, GateOption? option, string what)
    {
        var file = new FileInfo(fullPath);
        if (file.LinkTarget is null)
        {
            return fullPath;
        }

        try
        {
            return file.ResolveLinkTarget(returnFinalTarget: true)?.FullName ?? fullPath;
        }
        catch (IOException e)
        {
            throw new PerfGateInputException(option, $"cannot follow the link '{fullPath}': {e.Message.TrimEnd('.')}. The previous {what} is unchanged.", e);
        }
    }

    /// <summary>A writer killed before its rename leaves its temporary file, where <c>git add -A</c> commits it: old ones of our
    /// naming for this file are removed.</summary>
    private static void RemoveStaleTemporaries(string fullPath)
    {
        var prefix = TemporaryPrefix(fullPath);
        var cutoff = DateTime.UtcNow - StaleTemporaryAge;
        try
        {
            foreach (var file in new DirectoryInfo(Path.GetDirectoryName(fullPath)!).EnumerateFiles(prefix + "*.tmp"))
            {
                var ours = file.Name.Length == prefix.Length + 32 + ".tmp".Length
                    && file.Name.StartsWith(prefix, StringComparison.Ordinal)
                    && Guid.TryParseExact(file.Name.AsSpan(prefix.Length, 32), "N", out _);
                if (ours && file.LastWriteTimeUtc < cutoff)
                {
                    TryDelete(file.FullName);
                }
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            // Best effort: the new file is written; leftovers are only clutter.
        }
    }

    private static void TryDelete(string path)
    {
        try
        {
            File.Delete(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            // The temporary file is ours and harmless; the error that matters is already being reported.
        }
    }
}
