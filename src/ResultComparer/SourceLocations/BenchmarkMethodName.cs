using System.Text;

namespace PerfGate.SourceLocations;

/// <summary>A benchmark id reduced to what metadata can find: BenchmarkDotNet's FullName is
/// <c>Namespace.Outer+Inner.Method(Param: value)</c>, with generic types written <c>Name&lt;Int32&gt;</c> and nested
/// generic parents as <c>Name`1</c>. Both sides of a lookup are normalised the same way (<see cref="Normalize"/>):
/// parameters, type arguments and arity dropped.</summary>
public static class BenchmarkMethodName
{
    /// <returns>"Namespace.Outer+Inner.Method", the key a method is found by.</returns>
    public static string Normalize(string benchmarkId)
    {
        var name = new StringBuilder(benchmarkId.Length);
        var angleDepth = 0;
        for (var i = 0; i < benchmarkId.Length; i++)
        {
            var c = benchmarkId[i];
            if (c == '(' && angleDepth == 0)
            {
                break; // the parameters: one method, whatever its values
            }

            if (c == '<')
            {
                angleDepth++;
            }
            else if (c == '>' && angleDepth > 0)
            {
                angleDepth--;
            }
            else if (c == '`')
            {
                while (i + 1 < benchmarkId.Length && char.IsAsciiDigit(benchmarkId[i + 1]))
                {
                    i++;
                }
            }
            else if (angleDepth == 0)
            {
                name.Append(c);
            }
        }

        return name.ToString().Trim();
    }
}
