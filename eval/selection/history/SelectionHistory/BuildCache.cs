using Mono.Cecil;

namespace PerfGate.Evaluation.SelectionHistory;

/// <summary>The builds run.sh kept, one folder per commit: <c>&lt;sha&gt;/out/</c> is the benchmark project's output folder
/// (bin/Release/&lt;tfm&gt;/) as the build left it, or <c>&lt;sha&gt;/same-as</c> names the commit whose build it shares (the
/// two differ only in files no build of the benchmark project reads).</summary>
internal sealed class BuildCache(string folder, string benchmarkAssembly)
{
    /// <summary>The category the prepare scripts tag the gated methods with, as the gate's <c>--anyCategories</c>.</summary>
    public const string Category = "PerfGate";

    /// <summary>The commit whose build this commit's is: itself, or the one its <c>same-as</c> names.</summary>
    /// <exception cref="DirectoryNotFoundException">run.sh kept no build of the commit.</exception>
    public string BuiltAs(string commit)
    {
        var sameAs = Path.Combine(folder, commit, "same-as");
        if (File.Exists(sameAs))
        {
            return File.ReadAllText(sameAs).Trim();
        }

        return Directory.Exists(Path.Combine(folder, commit, "out")) ? commit : throw new DirectoryNotFoundException($"no build of {commit} in {folder}");
    }

    public string OutputOf(string commit) => Path.Combine(folder, BuiltAs(commit), "out");

    public string AssemblyOf(string commit) => Path.Combine(OutputOf(commit), benchmarkAssembly);

    /// <summary>The build's methods tagged <c>[BenchmarkCategory("PerfGate")]</c>, <c>Namespace.Type.Method</c> in ordinal
    /// order: the gate's list of the head's benchmarks, read from metadata instead of a listing launch.</summary>
    public IReadOnlyList<string> GatedMethods(string commit)
    {
        using var module = ModuleDefinition.ReadModule(AssemblyOf(commit));
        return
        [
            .. module.GetTypes()
                .SelectMany(type => type.Methods.Where(IsGated).Select(method => $"{type.FullName.Replace('/', '+')}.{method.Name}"))
                .Distinct(StringComparer.Ordinal)
                .Order(StringComparer.Ordinal),
        ];
    }

    private static bool IsGated(MethodDefinition method) =>
        method.CustomAttributes.Any(a => a.AttributeType.Name == "BenchmarkCategoryAttribute"
            && a.ConstructorArguments.Any(arg => arg.Value is CustomAttributeArgument[] values
                ? values.Any(v => v.Value as string == Category)
                : arg.Value as string == Category));
}
