using System.Reflection.Metadata;
using System.Reflection.PortableExecutable;
using PerfGate.Model;

namespace PerfGate.SourceLocations;

/// <summary>Benchmark ids → where their methods are written, read from the benchmark assembly's portable PDB (beside it or
/// embedded) with System.Reflection.Metadata. Source lines are a convenience: an assembly without a readable portable PDB
/// gives an empty map, never an error, and the findings are reported on the project instead.</summary>
internal sealed class BenchmarkSourceMap
{
    private readonly Dictionary<string, SourceLocation> _methods;

    private BenchmarkSourceMap(Dictionary<string, SourceLocation> methods) => _methods = methods;

    public static BenchmarkSourceMap Empty { get; } = new(new Dictionary<string, SourceLocation>(StringComparer.Ordinal));

    public int Count => _methods.Count;

    /// <returns>The method's location, or null when the id names no method with source lines.</returns>
    public SourceLocation? Find(string benchmarkId) =>
        _methods.TryGetValue(BenchmarkMethodKey.MetadataName(benchmarkId), out var location) ? location : null;

    /// <returns>The map; <see cref="Empty"/> when the assembly or its PDB is missing, not portable, or unreadable.</returns>
    public static BenchmarkSourceMap Read(string assemblyPath) =>
        WithPortablePdb(assemblyPath, ReadMethods) ?? Empty;

    /// <summary>Reads <paramref name="assemblyPath"/>'s metadata and its portable PDB (beside it or embedded) with
    /// <paramref name="read"/>; null when the assembly is missing or unreadable or has no portable PDB.</summary>
    internal static T? WithPortablePdb<T>(string assemblyPath, Func<MetadataReader, MetadataReader, SourcePathResolver, T?> read)
        where T : class?
    {
        try
        {
            var assembly = Path.GetFullPath(assemblyPath);
            using var pe = new PEReader(File.OpenRead(assembly));
            if (!pe.HasMetadata
                || !pe.TryOpenAssociatedPortablePdb(assembly, path => File.Exists(path) ? File.OpenRead(path) : null, out var provider, out _)
                || provider is null)
            {
                return null;
            }

            using (provider)
            {
                return read(pe.GetMetadataReader(), provider.GetMetadataReader(), new SourcePathResolver(Path.GetDirectoryName(assembly)!));
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or BadImageFormatException or InvalidOperationException or ArgumentException)
        {
            return null;
        }
    }

    private static BenchmarkSourceMap ReadMethods(MetadataReader metadata, MetadataReader pdb, SourcePathResolver resolver)
    {
        var methods = new Dictionary<string, SourceLocation>(StringComparer.Ordinal);
        foreach (var handle in metadata.MethodDefinitions)
        {
            var debug = pdb.GetMethodDebugInformation(handle.ToDebugInformationHandle());
            if (FirstSequencePoint(pdb, debug, resolver) is not { } location)
            {
                continue;
            }

            // An async or iterator method's lines live in its state machine's MoveNext; they belong to the method the user wrote.
            var kickoff = debug.GetStateMachineKickoffMethod();
            var owner = kickoff.IsNil ? handle : kickoff;
            methods.TryAdd(Key(metadata, owner), location);
        }

        return new BenchmarkSourceMap(methods);
    }

    internal static SourceLocation? FirstSequencePoint(MetadataReader pdb, MethodDebugInformation debug, SourcePathResolver resolver)
    {
        if (debug.SequencePointsBlob.IsNil)
        {
            return null;
        }

        // A Debug build marks a block body's opening brace (one column wide) ahead of the first statement; a Release
        // build does not. Past the brace, both builds name the same line: the first statement.
        SequencePoint? brace = null;
        foreach (var point in debug.GetSequencePoints())
        {
            if (point.IsHidden)
            {
                continue;
            }

            if (brace is null && point.StartLine == point.EndLine && point.EndColumn == point.StartColumn + 1)
            {
                brace = point;
                continue;
            }

            return Locate(pdb, point, resolver);
        }

        return brace is { } only ? Locate(pdb, only, resolver) : null;
    }

    internal static SourceLocation? Locate(MetadataReader pdb, SequencePoint point, SourcePathResolver resolver) =>
        resolver.Resolve(pdb.GetString(pdb.GetDocument(point.Document).Name)) is { } file
            ? new SourceLocation(file, point.StartLine, point.StartColumn)
            : null;

    /// <summary>"Namespace.Outer+Inner.Method", normalised like a benchmark id.</summary>
    private static string Key(MetadataReader metadata, MethodDefinitionHandle handle)
    {
        var method = metadata.GetMethodDefinition(handle);
        var typeHandle = method.GetDeclaringType();
        var type = metadata.GetTypeDefinition(typeHandle);
        var names = new List<string> { metadata.GetString(type.Name) };
        while (type.GetDeclaringType() is { IsNil: false } parent)
        {
            type = metadata.GetTypeDefinition(parent);
            names.Insert(0, metadata.GetString(type.Name));
        }

        var typeNamespace = metadata.GetString(type.Namespace);
        var typeName = string.Join("+", names);
        var full = typeNamespace.Length == 0 ? typeName : $"{typeNamespace}.{typeName}";
        return BenchmarkMethodKey.MetadataName($"{full}.{metadata.GetString(method.Name)}");
    }
}
