namespace PerfGate.Selection.Execution;

/// <summary>The runtime's name of a loaded type turned into its definition's, as Mono.Cecil's <c>TypeDefinition.FullName</c>
/// writes it, so the two compare as strings.</summary>
internal static class TypeDefinitionName
{
    /// <summary><c>Ns.Outer`1+Inner[System.Int32]</c> → <c>Ns.Outer`1/Inner</c>; <c>Ns.Point[]</c> → <c>Ns.Point</c>: type
    /// arguments, array ranks, pointers and references go (an array of a struct uses the struct), the arity stays, and a
    /// nested type is joined with '/'.</summary>
    public static string Of(string runtimeName)
    {
        // The runtime appends type arguments and array ranks in brackets after the whole (nested) name; no name of a
        // definition contains a bracket.
        var bracket = runtimeName.IndexOf('[', StringComparison.Ordinal);
        var definition = bracket < 0 ? runtimeName : runtimeName[..bracket];
        return definition.TrimEnd('*', '&').Replace('+', '/');
    }
}
