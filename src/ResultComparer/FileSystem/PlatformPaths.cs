namespace PerfGate.FileSystem;

/// <summary>Paths as this platform's file system sees them, where the platforms differ.</summary>
internal static class PlatformPaths
{
    /// <summary>
    /// How two paths compare here: Windows' file systems and macOS's default ones (APFS, HFS+) ignore case, so
    /// "Baseline.json" and "baseline.json" name one file there and two on Linux. Where two paths must not name the
    /// same file, the case-insensitive answer errs on the safe side on a case-sensitive macOS volume.
    /// </summary>
    public static StringComparison Comparison { get; } =
        OperatingSystem.IsWindows() || OperatingSystem.IsMacOS() ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;

    /// <summary>Whether the full path <paramref name="path"/> is the full path <paramref name="folder"/> or lies inside it
    /// (not merely starts with its name: <c>/out/net10.0-windows</c> is not inside <c>/out/net10.0</c>).</summary>
    public static bool IsInside(string path, string folder, StringComparison comparison)
    {
        var trimmed = Path.TrimEndingDirectorySeparator(folder);
        return path.StartsWith(trimmed, comparison)
            && (path.Length == trimmed.Length || IsSeparator(path[trimmed.Length]) || (trimmed.Length > 0 && IsSeparator(trimmed[^1])));
    }

    /// <summary>
    /// <paramref name="path"/> (made full) with every symbolic link along it replaced by its target, as the runtime
    /// reports the files it loaded: macOS's temporary folder <c>/var/folders/…</c> is a link to <c>/private/var/folders/…</c>,
    /// and a checkout may sit behind a link anywhere. A part that does not exist is kept as written.
    /// </summary>
    public static string WithLinksResolved(string path)
    {
        var full = Path.GetFullPath(path);
        var root = Path.GetPathRoot(full) ?? string.Empty;
        var resolved = root;
        foreach (var part in full[root.Length..].Split([Path.DirectorySeparatorChar, Path.AltDirectorySeparatorChar], StringSplitOptions.RemoveEmptyEntries))
        {
            resolved = Path.Combine(resolved, part);
            FileSystemInfo entry = Directory.Exists(resolved) ? new DirectoryInfo(resolved) : new FileInfo(resolved);
            try
            {
                if (entry.LinkTarget is not null && entry.ResolveLinkTarget(returnFinalTarget: true) is { } target)
                {
                    resolved = target.FullName;
                }
            }
            catch (IOException)
            {
                // A link that cannot be followed (a loop, a target gone) stays as written.
            }
        }

        return resolved;
    }

    private static bool IsSeparator(char c) => c == Path.DirectorySeparatorChar || c == Path.AltDirectorySeparatorChar;
}
