using System.Globalization;
using Mono.Cecil;

namespace PerfGate.Selection.Changes;

/// <summary>What an assembly is apart from its types: what it binds to, what it declares about itself and the data it
/// carries. Any of it may be read by any code, so a difference here is a reason to run every benchmark.</summary>
internal static class AssemblyShape
{
    public const string TargetFramework = "target framework";

    private const string TargetFrameworkAttribute = "System.Runtime.Versioning.TargetFrameworkAttribute";
    private const string InformationalVersionAttribute = "System.Reflection.AssemblyInformationalVersionAttribute";
    private const string FileVersionAttribute = "System.Reflection.AssemblyFileVersionAttribute";

    public static IReadOnlyList<ShapeAspect> Of(ModuleDefinition module)
    {
        var assembly = module.Assembly;
        return
        [
            new("assembly name", assembly.Name.FullName),
            new(TargetFramework, string.Join(" ; ", assembly.CustomAttributes.Where(IsTargetFramework).Select(IlNames.Attribute))),
            new("module", $"{module.Kind} {module.Architecture} {((int)module.Attributes).ToString(CultureInfo.InvariantCulture)} {module.RuntimeVersion} entry {(module.EntryPoint is { } entry ? IlNames.Method(entry) : "")}"),
            new("module references", string.Join("\n", module.ModuleReferences.Select(r => r.Name).Order(StringComparer.Ordinal))),
            new("assembly attributes", string.Join("\n", assembly.CustomAttributes.Where(a => !IsTargetFramework(a)).Select(AssemblyAttribute))),
            new("module attributes", IlNames.Attributes(module)),
            new("embedded resources", string.Join("\n", module.Resources.Select(Resource))),
            new("exported types", string.Join("\n", module.ExportedTypes.Select(t => $"{t.FullName} {t.Scope?.Name}").Order(StringComparer.Ordinal))),
        ];
    }

    /// <summary>The base's assembly references the head no longer has as they were: removed, or bound to another version,
    /// culture or key. A reference only added is not among them: the runtime binds it when code that names one of its
    /// types first runs, and that code is the head's new or edited code (a type's name in a method's IL carries its
    /// assembly, so an unchanged method cannot have moved to it). A reference that changed is a reason to run every
    /// benchmark: unchanged code that names its types binds to another assembly. Seen on the sample: a <c>lock</c> added
    /// to one method referenced System.Threading anew, and every benchmark ran.</summary>
    public static IReadOnlyList<string> ChangedReferences(ModuleDefinition before, ModuleDefinition after)
    {
        var kept = after.AssemblyReferences.Select(r => r.FullName).ToHashSet(StringComparer.Ordinal);
        return [.. before.AssemblyReferences.Select(r => r.FullName).Where(r => !kept.Contains(r)).Order(StringComparer.Ordinal)];
    }

    private static bool IsTargetFramework(CustomAttribute attribute) =>
        attribute.AttributeType.FullName == TargetFrameworkAttribute;

    /// <summary>Version stamps are compared as stamps, not by value. The SDK appends the commit to the informational
    /// version ("1.0.0+3f2a…"), and versioning tools (MinVer, Nerdbank.GitVersioning, GitVersion) write a version that
    /// counts commits ("8.7.1-alpha.0.85") into it and the file version: both differ between any base and head commit,
    /// so compared by value every pull request would run every benchmark. Code that reads its own version string at run
    /// time reads another string; that is not code a benchmark measures. The assembly version stays compared: it is
    /// part of the assembly's name, which binding reads.</summary>
    private static string AssemblyAttribute(CustomAttribute attribute) =>
        attribute.AttributeType.FullName is InformationalVersionAttribute or FileVersionAttribute
            && attribute.ConstructorArguments is [{ Value: string }]
            ? $"{IlNames.Method(attribute.Constructor)} (version stamp)"
            : IlNames.Attribute(attribute);

    private static string Resource(Resource resource)
    {
        var name = $"{resource.Name} {((int)resource.Attributes).ToString(CultureInfo.InvariantCulture)}";
        return resource switch
        {
            EmbeddedResource embedded => $"{name} {Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(embedded.GetResourceData()))}",
            LinkedResource linked => $"{name} file {linked.File}",
            AssemblyLinkedResource linked => $"{name} in {linked.Assembly.FullName}",
            _ => name,
        };
    }
}
