using System.Text;

namespace PerfGate.FileSystem;

/// <summary>Writes a whole file through a temporary file beside it and a rename, so a reader (a browser, a git add) never
/// sees half a file and a failed write leaves the old one as it was.</summary>
public static class AtomicFile
{
    /// <exception cref="PerfGateInputException">The file cannot be written; it names the path.</exception>
    public static void WriteAllText(string path, string text)
    {
        var directory = Path.GetDirectoryName(Path.GetFullPath(path))!;
        var temporary = Path.Combine(directory, $".{Path.GetFileName(path)}.{Guid.NewGuid():N}.tmp");
        try
        {
            Directory.CreateDirectory(directory);
            File.WriteAllText(temporary, text, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
            LockedFiles.Retry(() => File.Move(temporary, path, overwrite: true));
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            try
            {
                File.Delete(temporary);
            }
            catch (Exception cleanup) when (cleanup is IOException or UnauthorizedAccessException)
            {
                // The temporary file is harmless; the error that matters is the write's.
            }

            throw new PerfGateInputException($"cannot write '{path}': {e.Message.TrimEnd('.')}. Any earlier file there is unchanged.", e);
        }
    }
}
