namespace PerfGate.Selection.Changes;

/// <summary>Gathers what the file and assembly comparisons find, and hands it out in ordinal key order so that two
/// comparisons of the same builds read the same.</summary>
internal sealed class ChangeCollector
{
    private readonly List<RunAllReason> _runAll = [];
    private readonly SortedDictionary<string, ChangedMethod> _methods = new(StringComparer.Ordinal);
    private readonly SortedDictionary<string, ChangedType> _types = new(StringComparer.Ordinal);
    private readonly SortedSet<string> _assemblies = new(StringComparer.Ordinal);
    private int _comparedMethods;

    public void RunAll(string file, string why) => _runAll.Add(new RunAllReason(file, why));

    public void Method(ChangedMethod method) => _methods[method.Key] = method;

    public void Type(ChangedType type) => _types[type.Key] = type;

    public void CountAssembly(string name) => _assemblies.Add(name);

    /// <summary>The assembly, by simple name, differed and was compared member by member.</summary>
    public bool Differs(string assemblyName) => _assemblies.Contains(assemblyName);

    public void CountMethods(int count) => _comparedMethods += count;

    public CompiledChanges ToChanges() => new([.. _runAll.OrderBy(r => r.File, StringComparer.Ordinal)], _methods, _types, _assemblies, _comparedMethods);
}
