using System.Text;

namespace PerfGate.Selection.Execution;

/// <summary>The runtime's name of a loaded type turned into its definition's, as Mono.Cecil's <c>TypeDefinition.FullName</c>
/// writes it, so the two compare as strings.</summary>
internal static class TypeDefinitionName
{
    /// <summary><c>Ns.Outer`1+Inner&lt;System.Int32&gt;</c> → <c>Ns.Outer`1/Inner</c>; <c>Ns.Point[]</c> → <c>Ns.Point</c>: type
    /// arguments, array ranks, pointers and references go (an array of a struct uses the struct), the arity stays, and a
    /// nested type is joined with '/'. A compiler's name keeps its angle brackets (<c>Ns.Calls+&lt;&gt;c</c>).</summary>
    public static string Of(string runtimeName)
    {
        var name = new StringBuilder(runtimeName.Length);
        for (var i = 0; i < runtimeName.Length; i++)
        {
            var c = runtimeName[i];
            // The runtime writes type arguments in angle brackets right after a name (Box`1<T>), and array ranks in
            // square ones; a compiler's name opens with its bracket (<>c, <Run>d__2), after a separator or another one.
            var arguments = c == '<' && i > 0 && (char.IsLetterOrDigit(runtimeName[i - 1]) || runtimeName[i - 1] is '_' or '$');
            if (arguments || c == '[')
            {
                i = Closing(runtimeName, i);
            }
            else if (c is not ('*' or '&'))
            {
                name.Append(c == '+' ? '/' : c);
            }
        }

        return name.ToString();
    }

    // The index of the bracket that closes the one at `open`, or the last character when none does.
    private static int Closing(string name, int open)
    {
        var depth = 0;
        for (var i = open; i < name.Length; i++)
        {
            depth += name[i] is '<' or '[' ? 1 : name[i] is '>' or ']' ? -1 : 0;
            if (depth == 0)
            {
                return i;
            }
        }

        return name.Length - 1;
    }
}
