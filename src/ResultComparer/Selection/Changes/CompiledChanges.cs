namespace PerfGate.Selection.Changes;

/// <summary>What differs between a benchmark project's base build and head build: the methods and types whose compiled
/// form differs, and the differences that no method accounts for (<see cref="RunAll"/>). A benchmark whose executed
/// methods and types are all absent from here runs the same code on both sides, unless <see cref="RunAll"/> says
/// otherwise.</summary>
internal sealed class CompiledChanges
{
    internal CompiledChanges(
        IReadOnlyList<RunAllReason> runAll,
        IReadOnlyDictionary<string, ChangedMethod> methods,
        IReadOnlyDictionary<string, ChangedType> types,
        IReadOnlySet<string> differingAssemblies,
        int comparedMethods)
    {
        RunAll = runAll;
        Methods = methods;
        Types = types;
        DifferingAssemblies = differingAssemblies;
        ComparedMethods = comparedMethods;
    }

    /// <summary>Non-empty: something every benchmark may read differs (a data file, deps.json, a resource, an
    /// assembly that cannot be compared member by member), so every benchmark must run. In file order.</summary>
    public IReadOnlyList<RunAllReason> RunAll { get; }

    /// <summary>Changed methods by key, in ordinal key order.</summary>
    public IReadOnlyDictionary<string, ChangedMethod> Methods { get; }

    /// <summary>Changed types by key, in ordinal key order.</summary>
    public IReadOnlyDictionary<string, ChangedType> Types { get; }

    /// <summary>Assemblies whose bytes differed and that were compared member by member (byte-identical ones are not
    /// counted: they are equal without being read).</summary>
    public int ComparedAssemblies => DifferingAssemblies.Count;

    /// <summary>The simple names of those assemblies (the part of a key before '!'): only their methods can differ, so
    /// only there must the base's and the head's executed methods agree.</summary>
    public IReadOnlySet<string> DifferingAssemblies { get; }

    /// <summary>Methods compared in those assemblies, those on either side only included.</summary>
    public int ComparedMethods { get; }

    /// <summary>The same changes, each type with the methods that mention it.</summary>
    internal CompiledChanges WithTypes(IReadOnlyDictionary<string, ChangedType> types) =>
        new(RunAll, Methods, types, DifferingAssemblies, ComparedMethods);

    /// <summary>Both builds execute the same code: no benchmark needs to run.</summary>
    public bool IsEmpty => RunAll.Count == 0 && Methods.Count == 0 && Types.Count == 0;
}
