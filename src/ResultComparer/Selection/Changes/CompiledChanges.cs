namespace PerfGate.Selection.Changes;

/// <summary>What differs between a benchmark project's base build and head build: the methods and types whose compiled
/// form differs, and the differences that no method accounts for (<see cref="RunAll"/>). A benchmark whose executed
/// methods and types are all absent from here runs the same code on both sides, unless <see cref="RunAll"/> says
/// otherwise.</summary>
/// <param name="RunAll">Non-empty: something every benchmark may read differs (a data file, deps.json, a resource, an
/// assembly that cannot be compared member by member), so every benchmark must run. In file order.</param>
/// <param name="Methods">Changed methods by key, in ordinal key order.</param>
/// <param name="Types">Changed types by key, in ordinal key order.</param>
/// <param name="DifferingAssemblies">The simple names of the assemblies whose bytes differed and that were compared member
/// by member (the part of a key before '!'; byte-identical ones are not counted: they are equal without being read): only
/// their methods can differ, so only there must the base's and the head's executed methods agree.</param>
/// <param name="ComparedMethods">Methods compared in those assemblies, those on either side only included.</param>
internal sealed record CompiledChanges(
    IReadOnlyList<RunAllReason> RunAll,
    IReadOnlyDictionary<string, ChangedMethod> Methods,
    IReadOnlyDictionary<string, ChangedType> Types,
    IReadOnlySet<string> DifferingAssemblies,
    int ComparedMethods)
{
    /// <summary>Both builds execute the same code: no benchmark needs to run.</summary>
    public bool IsEmpty => RunAll.Count == 0 && Methods.Count == 0 && Types.Count == 0;
}
