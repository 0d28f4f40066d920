using Mono.Cecil;
using PerfGate.SourceLocations;

namespace PerfGate.Selection.Changes;

/// <summary>Two builds of one assembly compared member by member, into <paramref name="changes"/>.</summary>
internal sealed class AssemblyComparison(ChangeCollector changes)
{
    public void Compare(string file, string basePath, byte[] baseBytes, string headPath, byte[] headBytes)
    {
        using var before = Read(baseBytes);
        using var after = Read(headBytes);
        foreach (var aspect in ShapeAspect.Differing(AssemblyShape.Of(before), AssemblyShape.Of(after)))
        {
            changes.RunAll(file, $"{aspect} differ");
        }

        if (AssemblyShape.ChangedReferences(before, after) is [_, ..] changed)
        {
            changes.RunAll(file, $"assembly references differ: {string.Join(", ", changed)} removed or rebound");
        }

        CompareTypes(before, after);
        CompareMethods(before, basePath, after, headPath);
        changes.CountAssembly(MemberKeys.AssemblyName(after));
    }

    /// <summary>Metadata only, from memory: no file stays open, and no referenced assembly is loaded, since every name
    /// compared is read from this assembly's own metadata.</summary>
    public static ModuleDefinition Read(byte[] bytes) =>
        ModuleDefinition.ReadModule(new MemoryStream(bytes, writable: false), new ReaderParameters(ReadingMode.Deferred) { ReadSymbols = false });

    private void CompareTypes(ModuleDefinition before, ModuleDefinition after)
    {
        var assembly = MemberKeys.AssemblyName(after);
        var baseTypes = before.GetTypes().ToDictionary(t => MemberKeys.Type(assembly, t), StringComparer.Ordinal);
        var headTypes = after.GetTypes().ToDictionary(t => MemberKeys.Type(assembly, t), StringComparer.Ordinal);
        foreach (var (key, type) in baseTypes)
        {
            if (!headTypes.TryGetValue(key, out var headType))
            {
                changes.Type(new ChangedType(key, MemberKeys.ReadableName(type), "removed"));
            }
            else if (TypeShape.Difference(type, headType) is { } why)
            {
                changes.Type(new ChangedType(key, MemberKeys.ReadableName(headType), why));
            }
        }

        foreach (var (key, type) in headTypes.Where(pair => !baseTypes.ContainsKey(pair.Key)))
        {
            changes.Type(new ChangedType(key, MemberKeys.ReadableName(type), "added"));
        }
    }

    private void CompareMethods(ModuleDefinition before, string basePath, ModuleDefinition after, string headPath)
    {
        var baseMethods = MemberKeys.Methods(before);
        var headMethods = MemberKeys.Methods(after);
        var removed = baseMethods.Where(pair => !headMethods.ContainsKey(pair.Key)).ToList();
        var added = headMethods.Where(pair => !baseMethods.ContainsKey(pair.Key)).ToList();
        var edited = headMethods
            .Where(pair => baseMethods.TryGetValue(pair.Key, out var before) && MethodFingerprint.Of(before) != MethodFingerprint.Of(pair.Value))
            .ToList();
        Report(edited, MethodChange.Edited, headPath);
        Report(added, MethodChange.Added, headPath);
        Report(removed, MethodChange.Removed, basePath);
        changes.CountMethods(baseMethods.Count + added.Count);
    }

    private void Report(List<KeyValuePair<string, MethodDefinition>> methods, MethodChange kind, string assemblyPath)
    {
        if (methods.Count == 0)
        {
            return;
        }

        var locations = MethodLocations.Read(assemblyPath, methods.Select(m => m.Value.MetadataToken.ToInt32()));
        foreach (var (key, method) in methods)
        {
            var location = locations.TryGetValue(method.MetadataToken.ToInt32(), out var found) ? found : (SourceLocation?)null;
            changes.Method(new ChangedMethod(key, MemberKeys.ReadableName(method), kind, location));
        }
    }
}
