namespace PerfGate.Selection.Changes;

/// <summary>The files of a build output folder that can change what a benchmark executes, by relative path.</summary>
internal static class BuildFolder
{
    /// <returns>Relative paths with '/' separators, in ordinal order so that reasons come out the same on every OS.</returns>
    public static IReadOnlyList<string> Files(string folder)
    {
        var root = Path.GetFullPath(folder);
        return Directory.EnumerateFiles(root, "*", SearchOption.AllDirectories)
            .Where(path => !IsIgnored(path))
            .Select(path => Path.GetRelativePath(root, path).Replace('\\', '/'))
            .Order(StringComparer.Ordinal)
            .ToList();
    }

    public static string FullPath(string folder, string relativePath) =>
        Path.Combine(Path.GetFullPath(folder), relativePath.Replace('/', Path.DirectorySeparatorChar));

    /// <summary>Symbols and XML documentation are never executed; a PDB differs in every build made in another folder. So
    /// does the source-root map Microsoft's code coverage writes beside a test project's output
    /// (<c>.msCoverageSourceRootsMapping_&lt;project&gt;</c>: absolute paths, read by the coverage tools alone): in a test
    /// project hosting benchmarks it made every pull request run every benchmark.</summary>
    private static bool IsIgnored(string path) =>
        path.EndsWith(".pdb", StringComparison.OrdinalIgnoreCase) || path.EndsWith(".xml", StringComparison.OrdinalIgnoreCase)
            || Path.GetFileName(path).StartsWith(".msCoverageSourceRootsMapping_", StringComparison.Ordinal);
}
