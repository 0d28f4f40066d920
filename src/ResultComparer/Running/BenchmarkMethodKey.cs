namespace PerfGate.Running;

/// <summary>What a shard is made of: a benchmark method (<c>Namespace.Type.Method</c>) with all its parameter cases,
/// which share their setup; BenchmarkDotNet selects methods by filter, not single cases on every version.</summary>
public static class BenchmarkMethodKey
{
    /// <returns>The benchmark id up to its parameter list: "Ns.Type&lt;Int32&gt;.Method" for "Ns.Type&lt;Int32&gt;.Method(N: 1)".
    /// A nested type's "+" becomes ".": BenchmarkDotNet's FullName writes <c>Outer+Inner</c>, its <c>--list</c> and
    /// filters <c>Outer.Inner</c>, and the join matches one against the other.</returns>
    public static string Of(string benchmarkId)
    {
        benchmarkId = benchmarkId.Replace('+', '.');
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
