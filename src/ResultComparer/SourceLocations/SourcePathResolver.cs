namespace PerfGate.SourceLocations;

/// <summary>A PDB's document path → a file on this machine. A deterministic CI build (<c>ContinuousIntegrationBuild</c>)
/// records <c>/_/src/File.cs</c> instead of the real path, so the mapped part is looked up under the folders above the
/// assembly: the repository root is one of them when the assembly was built in place.</summary>
internal sealed class SourcePathResolver(string assemblyDirectory)
{
    private readonly Dictionary<string, string?> _resolved = new(StringComparer.Ordinal);

    /// <returns>The full local path, or null when no such file exists here.</returns>
    public string? Resolve(string documentPath) =>
        _resolved.TryGetValue(documentPath, out var local) ? local : _resolved[documentPath] = Find(documentPath);

    private string? Find(string documentPath)
    {
        if (Path.IsPathFullyQualified(documentPath) && File.Exists(documentPath))
        {
            return Path.GetFullPath(documentPath);
        }

        if (MappedRemainder(documentPath) is not { } remainder)
        {
            return null;
        }

        for (var directory = new DirectoryInfo(assemblyDirectory); directory is not null; directory = directory.Parent)
        {
            var candidate = Path.Combine(directory.FullName, remainder);
            if (File.Exists(candidate))
            {
                return Path.GetFullPath(candidate);
            }
        }

        return null;
    }

    /// <summary>"/_/src/A.cs" or "/_1/src/A.cs" (a second source root) → "src/A.cs"; null for an unmapped path.</summary>
    private static string? MappedRemainder(string documentPath)
    {
        var path = documentPath.Replace('\\', '/');
        if (!path.StartsWith("/_", StringComparison.Ordinal))
        {
            return null;
        }

        var slash = path.IndexOf('/', 2);
        return slash > 0 && path[2..slash].All(char.IsAsciiDigit) && slash + 1 < path.Length
            ? path[(slash + 1)..].Replace('/', Path.DirectorySeparatorChar)
            : null;
    }
}
