using PerfGate.Baseline;
using PerfGate.Model;
using PerfGate.Statistics;
using PerfGate.Thresholds;
using LaunchIndex = System.Collections.Generic.Dictionary<string, PerfGate.Model.BenchmarkResult>;

namespace PerfGate.Verdicts;

/// <summary>
/// The same-runner mode's verdicts, both metrics against the base revision measured beside the head: time on the
/// base/head launch pairs, allocations on each side's launches. The committed baseline judges allocations only for
/// benchmarks the base revision lacks (they get no time verdict): it was recorded out of process, and the launches here
/// run in-process, which allocates a little differently, so judging the head's bytes against it would flag the
/// harness, not the code.
/// </summary>
internal static class SameRunnerEvaluator
{
    /// <param name="baseLaunches">The base revision's runs, one per launch, in pair order (empty: the base has no benchmark).</param>
    /// <param name="headLaunches">The head's runs, one per launch, in pair order.</param>
    /// <param name="selectedOut">The cases the selection proved unchanged without measuring them: verdicts of this gate
    /// too, so a change that only adds benchmarks has something compared (not "nothing to compare").</param>
    public static GateResult Evaluate(
        BaselineDocument committed, IReadOnlyList<BenchmarkRun> baseLaunches, IReadOnlyList<BenchmarkRun> headLaunches, GateSettings settings, PairedLooks looks,
        IReadOnlyList<BenchmarkVerdict>? selectedOut = null)
    {
        var baseById = ById(baseLaunches);
        var headById = ById(headLaunches);
        var head = WithMedianBytes(Pooling.ResultPooling.PoolRuns(headLaunches), headById);
        var committedById = committed.Benchmarks.ToDictionary(b => b.Id, StringComparer.Ordinal);
        var headResults = head.Benchmarks.ToDictionary(b => b.Id, StringComparer.Ordinal);
        var verdicts = committedById.Keys.Union(headResults.Keys, StringComparer.Ordinal).Order(StringComparer.Ordinal)
            .Select(id => GateEvaluator.Presence(id, compared: true, headResults.GetValueOrDefault(id))
                ?? AgainstBase(id, committedById.GetValueOrDefault(id), headResults[id], baseById, headById, settings, looks))
            .ToList();
        // Host and condition-shift checks are about a baseline measured elsewhere or earlier; the pairs are measured
        // here and now, so neither applies to their time verdicts, and no time verdict rests on the committed baseline.
        var hosts = HostComparison.Compare(baseLaunches.Count > 0 ? baseLaunches[0].Host : committed.Host, head.Host);
        return new GateResult(verdicts, hosts with { MismatchReason = null }, ForPairedTime(settings, looks), GateEvaluator.Problems(head, [.. verdicts, .. selectedOut ?? []]))
        {
            UnmatchedOverrides = GateEvaluator.UnmatchedOverrides(settings, head),
        };
    }

    /// <summary>The same-runner mode's settings as its report states them: the paired looks' levels together (the most
    /// a change at the threshold is flagged) and no launch-spread widening.</summary>
    public static GateSettings ForPairedTime(GateSettings settings, PairedLooks looks) =>
        settings with { SignificanceLevel = looks.TotalLevel, LaunchSpreadFactor = 0 };

    /// <summary>Which of <paramref name="methods"/> need more pairs after a look: those with a case that does
    /// (<see cref="PairedTimeComparer.NeedsMorePairs"/>), judged on the pairs the final verdict will judge.</summary>
    public static IReadOnlySet<string> MethodsNeedingMorePairs(
        IReadOnlyList<string> methods, IReadOnlyList<BenchmarkRun> baseLaunches, IReadOnlyList<BenchmarkRun> headLaunches, GateSettings settings, PairedLooks looks)
    {
        var baseById = ById(baseLaunches);
        var headById = ById(headLaunches);
        var asked = methods.ToHashSet(StringComparer.Ordinal);
        return headById.SelectMany(launch => launch.Keys).Distinct(StringComparer.Ordinal)
            .Where(id => asked.Contains(BenchmarkMethodKey.Of(id)))
            // A case the base lacks has no pairs: more would not give it any.
            .Where(id => Pairs(id, baseById, headById) is { Base.Count: > 0 } pairs
                && PairedTimeComparer.NeedsMorePairs(pairs.Base, pairs.Head, settings.TimeThresholdFor(id), looks, pairs.Rounds))
            .Select(BenchmarkMethodKey.Of)
            .ToHashSet(StringComparer.Ordinal);
    }

    /// <summary>Allocations against the base revision's launches where it measured them, else against the committed
    /// baseline (the head's median bytes), else none; time on the pairs, if any.</summary>
    private static BenchmarkVerdict AgainstBase(
        string id, BenchmarkResult? committed, BenchmarkResult head, IReadOnlyList<LaunchIndex> baseLaunches, IReadOnlyList<LaunchIndex> headLaunches,
        GateSettings settings, PairedLooks looks)
    {
        var baseBytes = Bytes(id, baseLaunches);
        var allocation = baseBytes.Count > 0
            ? LaunchAllocationComparer.Compare(baseBytes, Bytes(id, headLaunches), settings.AllocationThresholdFor(id))
            : committed is not null
                ? AllocationComparer.Compare(committed.BytesAllocatedPerOperation, head.BytesAllocatedPerOperation, settings.AllocationThresholdFor(id))
                : null;
        var pairs = Pairs(id, baseLaunches, headLaunches);
        var time = pairs.Base.Count == 0
            ? null // not in the base revision: time has nothing to compare with; allocations alone decide
            : PairedTimeComparer.Compare(pairs.Base, pairs.Head, settings.TimeThresholdFor(id), looks, pairs.Rounds);
        var status = (time, allocation) switch
        {
            (_, { } bytes) => GateEvaluator.Combine(time, bytes),
            // Neither in the committed baseline nor measured for bytes in the base revision, but timed in both: new for
            // allocations, and its time still gates.
            ({ Status: MetricStatus.Regressed }, null) => BenchmarkStatus.Regressed,
            (_, null) => BenchmarkStatus.New,
        };
        return new BenchmarkVerdict(id, status, time, allocation) { BaseRevisionBytes = allocation?.BaselineRange?.Median };
    }

    /// <summary>
    /// The head's bytes per operation where the committed baseline judges them: the median over its launches, not the
    /// largest that pooling keeps, because an async benchmark's B/op moves between processes on a busy machine by more
    /// than the 1 % limit, while a real change shows in every launch.
    /// </summary>
    private static BenchmarkRun WithMedianBytes(BenchmarkRun pooled, IReadOnlyList<LaunchIndex> launches) =>
        pooled with { Benchmarks = [.. pooled.Benchmarks.Select(b => b.Failed ? b : b with { BytesAllocatedPerOperation = ByteRange.Of(Bytes(b.Id, launches))?.Median })] };

    private static List<long> Bytes(string id, IReadOnlyList<LaunchIndex> launches) =>
        [.. launches
            .Select(r => r.GetValueOrDefault(id) is { Failed: false } result ? result.BytesAllocatedPerOperation : null)
            .OfType<long>()];

    /// <summary>The pairs in which both launches measured the benchmark (a launch where it failed drops its pair), and
    /// the rounds it was launched in, which name its look.</summary>
    private static (List<double[]> Base, List<double[]> Head, int Rounds) Pairs(string id, IReadOnlyList<LaunchIndex> baseLaunches, IReadOnlyList<LaunchIndex> headLaunches)
    {
        var pairs = (Base: new List<double[]>(), Head: new List<double[]>(), Rounds: 0);
        foreach (var (@base, head) in baseLaunches.Zip(headLaunches, (b, h) => (b.GetValueOrDefault(id), h.GetValueOrDefault(id))))
        {
            pairs.Rounds += @base is not null || head is not null ? 1 : 0;
            if (@base is { Failed: false, SamplesNs.Count: > 0 } && head is { Failed: false, SamplesNs.Count: > 0 })
            {
                pairs.Base.Add([.. @base.SamplesNs]);
                pairs.Head.Add([.. head.SamplesNs]);
            }
        }

        return pairs;
    }

    // Each launch indexed by id once (per look): scanning every launch for every benchmark is quadratic in the suite's
    // size (10 launches of 10,000 benchmarks). The first result of an id wins, as a scan from the start would find it.
    private static List<LaunchIndex> ById(IReadOnlyList<BenchmarkRun> launches) =>
        [.. launches.Select(run => run.Benchmarks.DistinctBy(b => b.Id, StringComparer.Ordinal).ToDictionary(b => b.Id, StringComparer.Ordinal))];
}
