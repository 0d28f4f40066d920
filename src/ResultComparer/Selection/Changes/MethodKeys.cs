namespace PerfGate.Selection.Changes;

/// <summary>One build folder's method keys by (assembly file, MethodDef token): the trace side records what it executed
/// as tokens of the modules it loaded, and this turns them into the keys of <see cref="CompiledChanges.Methods"/>.
/// Each assembly is read once, on first use, and released at once: nothing stays open.</summary>
internal sealed class MethodKeys(string folder, List<string> assemblies)
{
    private readonly HashSet<string> _assemblies = assemblies.ToHashSet(StringComparer.Ordinal);

    // A benchmark runs from a copy of the build (BenchmarkDotNet's generated project builds into a folder of its own),
    // so a module is also found by its file name, unless two assemblies share it (runtimes/… variants).
    private readonly Dictionary<string, string?> _assembliesByFileName = assemblies
        .GroupBy(a => Path.GetFileName(a), StringComparer.Ordinal)
        .ToDictionary(g => g.Key, g => g.Count() == 1 ? g.Single() : null, StringComparer.Ordinal);

    private readonly Dictionary<string, IReadOnlyDictionary<int, string>?> _keys = new(StringComparer.Ordinal);

    /// <summary>The assemblies of <paramref name="buildFolder"/>: every managed assembly in it, the project's own and
    /// its packages', which are what <see cref="BuildComparison"/> compares. The shared framework is not among them.</summary>
    public static MethodKeys Open(string buildFolder)
    {
        var folder = Path.GetFullPath(buildFolder);
        var assemblies = BuildFolder.Files(folder)
            .Where(f => f.EndsWith(".dll", StringComparison.OrdinalIgnoreCase) || f.EndsWith(".exe", StringComparison.OrdinalIgnoreCase))
            .Where(f => ManagedFile.Probe(File.OpenRead(BuildFolder.FullPath(folder, f))) != ManagedFileKind.Other)
            .ToList();
        return new MethodKeys(folder, assemblies);
    }

    /// <param name="assemblyFile">A path under the build folder (absolute, or relative to it), or a bare file name.</param>
    /// <returns>Whether the file is one of the compared assemblies, so that its methods have keys.</returns>
    public bool IsCompared(string assemblyFile) => Find(assemblyFile) is not null;

    /// <returns>The method's key, or null when the file is not a compared assembly or the token names no method in it.</returns>
    public string? KeyOf(string assemblyFile, int methodDefToken)
    {
        if (Find(assemblyFile) is not { } relative)
        {
            return null;
        }

        var keys = _keys.TryGetValue(relative, out var read) ? read : _keys[relative] = Read(BuildFolder.FullPath(folder, relative));
        return keys is not null && keys.TryGetValue(methodDefToken, out var key) ? key : null;
    }

    private string? Find(string assemblyFile)
    {
        var path = assemblyFile.Replace('\\', '/');
        if (Path.IsPathFullyQualified(assemblyFile))
        {
            var relative = Path.GetRelativePath(folder, assemblyFile).Replace('\\', '/');
            if (_assemblies.Contains(relative))
            {
                return relative;
            }

            path = Path.GetFileName(assemblyFile);
        }

        return _assemblies.Contains(path) ? path
            : _assembliesByFileName.TryGetValue(path, out var byName) ? byName
            : null;
    }

    /// <returns>Keys by token; null for an assembly Cecil cannot read, whose methods then have no key.</returns>
    private static IReadOnlyDictionary<int, string>? Read(string assemblyPath)
    {
        try
        {
            using var module = AssemblyComparison.Read(File.ReadAllBytes(assemblyPath));
            return MemberKeys.Methods(module).ToDictionary(pair => pair.Value.MetadataToken.ToInt32(), pair => pair.Key);
        }
        catch (Exception e) when (e is BadImageFormatException or InvalidOperationException or NotSupportedException or ArgumentException)
        {
            return null;
        }
    }
}
