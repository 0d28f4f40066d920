namespace PerfGate.Selection.Execution;

/// <summary>What one benchmark method's launch ran, from its trace: everything from a module with a file, the shared
/// framework's included (the selector keeps the assemblies the build comparison knows). Dynamic methods (no module file,
/// no token) are left out: their code is made at run time from code that is itself here.</summary>
/// <param name="Methods">Every method compiled, hence called at least once.</param>
/// <param name="Types">Every type loaded, by its definition's name as Mono.Cecil spells it (<see cref="TypeDefinitionName"/>).</param>
/// <param name="Modules">The file names of the modules loaded.</param>
/// <param name="Cases">The benchmark cases that ran, as BenchmarkDotNet's engine names them.</param>
internal sealed record ExecutedCode(
    IReadOnlySet<ExecutedMethod> Methods,
    IReadOnlySet<string> Types,
    IReadOnlySet<string> Modules,
    IReadOnlyList<string> Cases)
{
    /// <summary>All that either ran: a launch's processes, each traced on its own.</summary>
    public ExecutedCode Union(ExecutedCode other) => new(
        new HashSet<ExecutedMethod>(Methods.Concat(other.Methods)),
        new HashSet<string>(Types.Concat(other.Types), StringComparer.Ordinal),
        new HashSet<string>(Modules.Concat(other.Modules), StringComparer.Ordinal),
        [.. Cases.Concat(other.Cases).Distinct(StringComparer.Ordinal)]);
}
