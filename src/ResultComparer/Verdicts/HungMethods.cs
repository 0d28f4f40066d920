using PerfGate.Model;
using PerfGate.Running;
using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// What a hung benchmark method does to the verdicts, in both modes. One that hung on the head (or in the gate's one run)
/// fails: one verdict named by the method replaces its cases' (whatever their earlier launches measured, and "missing" for
/// those the baseline has), as the hang is about the method, not a case. One that hung on the base revision keeps its
/// cases' verdicts (no time: its base launches were dropped), each carrying the hang so the report says why.
/// </summary>
internal static class HungMethods
{
    public static GateResult Apply(GateResult result, IReadOnlyList<HungMethod> hung)
    {
        if (hung.Count == 0)
        {
            return result;
        }

        var failed = hung.Where(h => !h.OnBase).DistinctBy(h => h.Method, StringComparer.Ordinal).ToDictionary(h => h.Method, StringComparer.Ordinal);
        var onBase = hung.Where(h => h.OnBase && !failed.ContainsKey(h.Method)).ToDictionary(h => h.Method, StringComparer.Ordinal);
        var verdicts = result.Benchmarks
            .Where(v => !failed.ContainsKey(BenchmarkMethodKey.Of(v.Id)))
            .Select(v => onBase.TryGetValue(BenchmarkMethodKey.Of(v.Id), out var hang) ? v with { Hang = hang } : v)
            .Concat(failed.Values.Select(Failed))
            .OrderBy(v => v.Id, StringComparer.Ordinal)
            .ToList();
        return result with { Benchmarks = verdicts };
    }

    /// <summary>The verdicts of a gate whose every measured method hung: nothing else ran, so nothing else is judged.</summary>
    public static GateResult Only(IReadOnlyList<HungMethod> hung, HostComparison hosts, GateSettings settings) =>
        Apply(new GateResult([], hosts, settings, []), hung);

    private static BenchmarkVerdict Failed(HungMethod hang) => new(hang.Method, BenchmarkStatus.Failed, null, null) { Hang = hang };
}
