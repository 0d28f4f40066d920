using System.Globalization;
using PerfGate.Reports;
using PerfGate.Selection.Changes;
using PerfGate.Selection.Execution;

namespace PerfGate.Selection;

/// <summary>
/// Decides, per benchmark method, whether the head can execute other code than the base: it runs its pairs when a method
/// or type it executes changed, and is reported unchanged otherwise. The argument: if every method and type the base's
/// launch executed is identical in the head's build, and nothing else the process reads differs (the build comparison's
/// run-all reasons), the head executes exactly the same code. The head's own launch is the check: where the code is
/// identical its executed set must be the base's, and a difference there (a change the comparison missed, or code whose
/// path depends on timing) makes the method run rather than trust the argument.
/// </summary>
internal static class BenchmarkSelector
{
    /// <summary>At most this many changed methods are named per benchmark; the count says how many more.</summary>
    private const int MostNamed = 5;

    /// <param name="traces">Per method, what its base and head launches executed; a base of null: the base build has no such
    /// benchmark (new), which runs as it would without selection.</param>
    /// <param name="baseKey">A method the base executed as the comparison's key (<see cref="MethodKeys.KeyOf"/> on the base
    /// build); null for a method of no compared assembly (the shared framework).</param>
    /// <param name="casesOf">The gate's case ids of a method that does not run.</param>
    public static MethodSelection Decide(
        string method, CompiledChanges changes, MethodTraces traces, Func<ExecutedMethod, string?> baseKey, Func<ExecutedMethod, string?> headKey,
        Func<string, IReadOnlyList<string>> casesOf)
    {
        if (traces.Base is null)
        {
            return Runs(method, "new: the base build has no such benchmark, so it is measured as every new benchmark is", []);
        }

        var baseExecuted = Keys(traces.Base, baseKey);
        var headExecuted = Keys(traces.Head, headKey);
        var reached = baseExecuted.Concat(headExecuted).Distinct(StringComparer.Ordinal)
            .Select(key => changes.Methods.GetValueOrDefault(key))
            .OfType<ChangedMethod>()
            .OrderBy(m => m.Name, StringComparer.Ordinal)
            .Select(m => new ReportChangedCode(m.Name, m.Kind.ToString().ToLowerInvariant(), m.Location?.File, m.Location?.Line))
            .ToList();
        // A changed type matters to the code that touches it, which names it (TypeMentions); the runtime's type loads are
        // wider (BenchmarkDotNet loads every benchmark class and its fields' types to find its benchmarks).
        reached.AddRange(changes.Types.Values
            .Where(t => t.MentionedBy.Overlaps(baseExecuted) || t.MentionedBy.Overlaps(headExecuted))
            .OrderBy(t => t.Name, StringComparer.Ordinal)
            .Select(t => new ReportChangedCode(t.Name, t.Why)));
        if (reached.Count > 0)
        {
            var named = string.Join(", ", reached.Take(MostNamed).Select(c => c.Name));
            var more = reached.Count > MostNamed ? string.Create(CultureInfo.InvariantCulture, $" and {reached.Count - MostNamed} more") : "";
            return Runs(method, $"executes code this change touched: {named}{more}", reached, baseExecuted.Count);
        }

        // Only where code differs can the two sides' executed sets differ for a reason the selection must see: methods
        // of byte-identical assemblies (BenchmarkDotNet's own) follow timing, not the change.
        var baseDiffering = InDifferingAssemblies(baseExecuted, changes);
        var headDiffering = InDifferingAssemblies(headExecuted, changes);
        if (!baseDiffering.SetEquals(headDiffering))
        {
            var onlyHead = headDiffering.Except(baseDiffering).Order(StringComparer.Ordinal).FirstOrDefault();
            var onlyBase = baseDiffering.Except(headDiffering).Order(StringComparer.Ordinal).FirstOrDefault();
            var example = onlyHead is not null ? $"the head executed {Readable(onlyHead)}, the base did not" : $"the base executed {Readable(onlyBase!)}, the head did not";
            return Runs(method, $"no method it executes changed, but the two launches executed different code ({example}), so it is measured", [], baseExecuted.Count);
        }

        return new MethodSelection(
            method,
            new ReportSelection(false, string.Create(CultureInfo.InvariantCulture, $"unchanged: no code it executes changed ({baseExecuted.Count} methods compared)"), [], baseExecuted.Count),
            casesOf(method));
    }

    /// <summary>Every method runs, or none needs to: the decision that needs no trace.</summary>
    public static MethodSelection Unchanged(string method, CompiledChanges changes, IReadOnlyList<string> cases) =>
        new(
            method,
            new ReportSelection(false, string.Create(CultureInfo.InvariantCulture,
                $"unchanged: the two builds' code is identical ({changes.ComparedMethods} methods compared, none changed)"), []),
            cases);

    private static MethodSelection Runs(string method, string reason, IReadOnlyList<ReportChangedCode> reached, int? compared = null) =>
        new(method, new ReportSelection(true, reason, reached, compared), []);

    private static HashSet<string> Keys(ExecutedCode code, Func<ExecutedMethod, string?> key) =>
        code.Methods.Select(key).OfType<string>().ToHashSet(StringComparer.Ordinal);

    private static HashSet<string> InDifferingAssemblies(HashSet<string> keys, CompiledChanges changes) =>
        keys.Where(k => changes.DifferingAssemblies.Contains(k[..Math.Max(0, k.IndexOf('!', StringComparison.Ordinal))])).ToHashSet(StringComparer.Ordinal);

    private static string Readable(string key) => key[(key.IndexOf('!', StringComparison.Ordinal) + 1)..];
}
