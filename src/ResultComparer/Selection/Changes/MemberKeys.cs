using Mono.Cecil;

namespace PerfGate.Selection.Changes;

/// <summary>The keys by which both builds' members are matched, and by which the trace side names what it executed: one
/// definition here, so a key from <see cref="MethodKeys"/> always meets the same key in <see cref="CompiledChanges"/>.</summary>
internal static class MemberKeys
{
    public static string AssemblyName(ModuleDefinition module) => module.Assembly.Name.Name;

    public static string Type(string assembly, TypeDefinition type) => $"{assembly}!{type.FullName}";

    /// <summary>Every method of the module, compiler-generated ones included, by key. Metadata can hold two methods
    /// with one full name (they differ in what the name leaves out, such as custom modifiers); the later one gets a
    /// "#2" suffix in metadata order, which the compiler keeps stable.</summary>
    public static Dictionary<string, MethodDefinition> Methods(ModuleDefinition module)
    {
        var assembly = AssemblyName(module);
        var methods = new Dictionary<string, MethodDefinition>(StringComparer.Ordinal);
        foreach (var method in module.GetTypes().SelectMany(type => type.Methods))
        {
            var key = $"{assembly}!{method.FullName}";
            for (var n = 2; !methods.TryAdd(key, method); n++)
            {
                key = $"{assembly}!{method.FullName}#{n}";
            }
        }

        return methods;
    }

    /// <summary>Namespace.Type.Method(parameter types), nested types joined with '.'.</summary>
    public static string ReadableName(MethodDefinition method) =>
        $"{ReadableName(method.DeclaringType)}.{method.Name}({string.Join(", ", method.Parameters.Select(p => p.ParameterType.Name))})";

    public static string ReadableName(TypeDefinition type) => type.FullName.Replace('/', '.');
}
