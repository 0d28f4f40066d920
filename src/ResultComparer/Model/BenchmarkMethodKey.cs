using System.Text;

namespace PerfGate.Model;

/// <summary>What a benchmark id (BenchmarkDotNet's FullName, <c>Namespace.Outer+Inner.Method(Param: value)</c>) says of
/// its method, in one place: the method with all its parameter cases, which share their setup (what a shard is made of
/// and a same-runner launch runs; BenchmarkDotNet selects methods by filter, not single cases on every version), and
/// the name metadata knows it by (where its source is).</summary>
internal static class BenchmarkMethodKey
{
    /// <returns>The benchmark id up to its parameter list: "Ns.Type&lt;Int32&gt;.Method" for "Ns.Type&lt;Int32&gt;.Method(N: 1)".
    /// A nested type's "+" becomes ".": BenchmarkDotNet's FullName writes <c>Outer+Inner</c>, its <c>--list</c> and
    /// filters <c>Outer.Inner</c>, and the join matches one against the other.</returns>
    public static string Of(string benchmarkId) => WithoutParameters(benchmarkId.Replace('+', '.'));

    /// <returns>"Namespace.Outer+Inner.Method", the name a method is found by in metadata: BenchmarkDotNet writes generic
    /// types <c>Name&lt;Int32&gt;</c> and nested generic parents <c>Name`1</c>, so type arguments and arity are dropped,
    /// as are the parameters (one method, whatever its values). Both sides of a lookup are written so.</returns>
    public static string MetadataName(string benchmarkId)
    {
        var method = WithoutParameters(benchmarkId);
        var name = new StringBuilder(method.Length);
        var depth = 0;
        for (var i = 0; i < method.Length; i++)
        {
            switch (method[i])
            {
                case '<':
                    depth++;
                    break;
                case '>' when depth > 0:
                    depth--;
                    break;
                case '`':
                    while (i + 1 < method.Length && char.IsAsciiDigit(method[i + 1]))
                    {
                        i++;
                    }

                    break;
                case var c when depth == 0:
                    name.Append(c);
                    break;
            }
        }

        return name.ToString().Trim();
    }

    /// <summary>The id up to its parameter list; a generic type argument's parentheses are not it.</summary>
    private static string WithoutParameters(string benchmarkId)
    {
        var depth = 0;
        for (var i = 0; i < benchmarkId.Length; i++)
        {
            switch (benchmarkId[i])
            {
                case '<':
                    depth++;
                    break;
                case '>' when depth > 0:
                    depth--;
                    break;
                case '(' when depth == 0:
                    return benchmarkId[..i];
            }
        }

        return benchmarkId;
    }

    /// <summary><c>--filter</c> globs selecting exactly this method's cases, with or without parameters.</summary>
    public static IEnumerable<string> Filters(string method) => [method, method + "(*"];

    /// <summary>Whether two names are of one case: BenchmarkDotNet names a case as the gate's id does, but for spacing inside
    /// its parameters.</summary>
    public static bool SameCase(string name, string id) =>
        name.Replace(" ", "", StringComparison.Ordinal) == id.Replace(" ", "", StringComparison.Ordinal);

    /// <summary>Whether BenchmarkDotNet's name of a case as it announces it running (<c>Type.Method [N=2]</c>, the type without
    /// its namespace) is one of <paramref name="method"/>'s cases.</summary>
    public static bool NamesCase(string method, string caseName)
    {
        var parameters = caseName.IndexOf(" [", StringComparison.Ordinal);
        var typeAndMethod = (parameters < 0 ? caseName : caseName[..parameters]).Trim().Replace('+', '.');
        return typeAndMethod.Length > 0
            && (method == typeAndMethod || method.EndsWith("." + typeAndMethod, StringComparison.Ordinal));
    }
}
