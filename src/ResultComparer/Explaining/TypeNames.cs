using System.Text;
using System.Text.RegularExpressions;

namespace PerfGate.Explaining;

/// <summary>The runtime's and TraceEvent's names, spelled as a C# reader expects them in a report.</summary>
internal static partial class TypeNames
{
    /// <summary><c>System.Threading.Tasks.Task`1[System.String]</c> → <c>System.Threading.Tasks.Task&lt;String&gt;</c>: the
    /// type in full, its type arguments by their short names; nested types joined with a dot.</summary>
    public static string Readable(string runtimeName)
    {
        var text = new StringBuilder();
        var depth = 0;
        var segment = new StringBuilder();
        void Flush()
        {
            var name = segment.ToString().Replace('+', '.');
            text.Append(depth > 0 && name.LastIndexOf('.') is var dot and >= 0 ? name[(dot + 1)..] : name);
            segment.Clear();
        }

        for (var i = 0; i < runtimeName.Length; i++)
        {
            var c = runtimeName[i];
            if (c == '`')
            {
                // The arity's digits go; the '[' after them opens the arguments.
                while (i + 1 < runtimeName.Length && char.IsAsciiDigit(runtimeName[i + 1]))
                {
                    i++;
                }

                if (i + 1 < runtimeName.Length && runtimeName[i + 1] == '[' && !(i + 2 < runtimeName.Length && runtimeName[i + 2] is ']' or ','))
                {
                    Flush();
                    text.Append('<');
                    depth++;
                    i++;
                }
            }
            else if (c == ']' && depth > 0 && !(i > 0 && runtimeName[i - 1] == '['))
            {
                Flush();
                text.Append('>');
                depth--;
            }
            else if (c == ',' && depth > 0)
            {
                Flush();
                text.Append(", ");
            }
            else
            {
                segment.Append(c);
            }
        }

        Flush();
        return text.ToString();
    }

    /// <summary><c>Ns.CallChain+&lt;GetAsync&gt;d__2.MoveNext()</c> → <c>CallChain.GetAsync</c>: the declaring type's short
    /// name and the method as written, for a state machine's <c>MoveNext</c> or a lambda the method it came from.</summary>
    public static string Method(string fullMethodName)
    {
        // A generic type's instantiation (`1[System.__Canon], as the JIT's inlining events spell it) has dots of its own.
        var name = WithoutInstantiations(fullMethodName.Split('(')[0]);
        // A constructor's own name starts with a dot (`Type..ctor`): the type ends at the dot before it.
        var dot = name.EndsWith("..ctor", StringComparison.Ordinal) || name.EndsWith("..cctor", StringComparison.Ordinal)
            ? name.LastIndexOf("..", StringComparison.Ordinal) : name.LastIndexOf('.');
        var (type, method) = (name[..Math.Max(dot, 0)], name[(dot + 1)..]);
        var nested = type.Split('+');
        var declaring = nested[0][(nested[0].LastIndexOf('.') + 1)..];
        // Compiler-made names carry the written method in angle brackets: a lambda <Run>b__0_0, a state machine's type
        // <GetAsync>d__2 (its MoveNext runs the method's body).
        return WrittenName(method) is { } lambdaOf ? $"{declaring}.{lambdaOf} (lambda)"
            : nested.Skip(1).Select(WrittenName).LastOrDefault(n => n is not null) is { } stateMachineOf ? $"{declaring}.{stateMachineOf}"
            : string.Join('.', [declaring, .. nested.Skip(1), method]);
    }

    /// <summary>The name without the numbers the compiler gives state machines, lambdas, local functions and closures:
    /// they count the type's members, so a pull request that adds a field renumbers them (Polly's retry strategy ran its
    /// body in <c>&lt;ExecuteCore&gt;d__28</c> in the base and <c>&lt;ExecuteCore&gt;d__29</c> in a head that added one, and
    /// the explanation took the head's for a method the base never ran). Without them base and head name the same written
    /// method alike; a method's lambdas share a name, as <see cref="Method"/> already shows them.</summary>
    public static string WithoutOrdinals(string runtimeName) => CompilerOrdinal().Replace(runtimeName, "$1");

    /// <summary><c>Ns.Cache`1[System.__Canon].Get</c> → <c>Ns.Cache`1.Get</c>: every bracketed instantiation left out.</summary>
    public static string WithoutInstantiations(string name)
    {
        var text = new StringBuilder(name.Length);
        var depth = 0;
        foreach (var c in name)
        {
            depth += c == '[' ? 1 : 0;
            if (depth == 0)
            {
                text.Append(c);
            }

            depth -= c == ']' ? 1 : 0;
        }

        return text.ToString();
    }

    [GeneratedRegex(@"(<[^<>]*>[A-Za-z]__(?:DisplayClass|\w+\|)?)\d+(?:_\d+)?")]
    private static partial Regex CompilerOrdinal();

    private static string? WrittenName(string compilerName) =>
        compilerName.StartsWith('<') && compilerName.IndexOf('>') is > 1 and var end ? compilerName[1..end] : null;
}
