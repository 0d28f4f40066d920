using PerfGate.Baseline;
using PerfGate.Model;
using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// The committed-baseline mode's verdicts, and the rules both modes share (<see cref="SameRunnerEvaluator"/> uses them):
/// which benchmarks are missing, failed or new, how the two metrics combine, and what makes a gate that judged nothing fail.
/// </summary>
internal static class GateEvaluator
{
    /// <param name="units">Per benchmark id, the unit its time test must compare (a confirm re-run keeps the first
    /// run's); benchmarks not in it choose from their data.</param>
    public static GateResult Evaluate(BaselineDocument baseline, BenchmarkRun current, GateSettings settings, IReadOnlyDictionary<string, TimeTestUnit>? units = null)
    {
        var hosts = HostComparison.Compare(baseline.Host, current.Host);
        var baselineById = baseline.Benchmarks.ToDictionary(b => b.Id, StringComparer.Ordinal);
        var currentById = current.Benchmarks.ToDictionary(b => b.Id, StringComparer.Ordinal);
        var ids = baselineById.Keys.Union(currentById.Keys, StringComparer.Ordinal).Order(StringComparer.Ordinal).ToArray();

        // Benchmarks are independent, so they are judged in parallel; the output order stays the sorted id order.
        var verdicts = new BenchmarkVerdict[ids.Length];
        Parallel.For(0, ids.Length, i =>
            verdicts[i] = Judge(ids[i], baselineById.GetValueOrDefault(ids[i]), currentById.GetValueOrDefault(ids[i]), hosts, settings, UnitFor(units, ids[i])));

        // A whole run shifted by its machine is not judged on time; allocations, exact, still gate.
        var shift = hosts.TimeIsAdvisory ? null : ConditionShift.Detect(verdicts);
        if (shift is not null)
        {
            verdicts = [.. verdicts.Select(v => AsAdvisory(v, TimeAdvisoryReason.RunShifted))];
        }

        return new GateResult(verdicts, hosts, settings, Problems(current, verdicts))
        {
            ConditionShift = shift,
            UnmatchedOverrides = UnmatchedOverrides(settings, current),
            TimeNotOnLaunches = TimeNotOnLaunches.Of(verdicts, baselineById, currentById),
        };
    }

    /// <summary>The verdict of a benchmark missing from the run, failed in it, or new; null when it can be compared.</summary>
    internal static BenchmarkVerdict? Presence(string id, bool compared, BenchmarkResult? current) =>
        current is null ? new BenchmarkVerdict(id, BenchmarkStatus.Missing, null, null)
        : current.Failed ? new BenchmarkVerdict(id, BenchmarkStatus.Failed, null, null)
        : !compared ? new BenchmarkVerdict(id, BenchmarkStatus.New, null, null)
        : null;

    internal static List<ThresholdOverride> UnmatchedOverrides(GateSettings settings, BenchmarkRun current) =>
        [.. settings.Overrides.Where(o => !current.Benchmarks.Any(b => o.Matches(b.Id)))];

    private static BenchmarkVerdict Judge(string id, BenchmarkResult? baseline, BenchmarkResult? current, HostComparison hosts, GateSettings settings, TimeTestUnit? unit)
    {
        if (Presence(id, baseline is not null, current) is { } uncompared)
        {
            return uncompared;
        }

        var time = TimeComparer.Compare(baseline!, current!, settings.TimeThresholdFor(id), settings, unit) with
        {
            AdvisoryReason = hosts.TimeIsAdvisory ? TimeAdvisoryReason.OtherHost : null,
        };
        var allocation = AllocationComparer.Compare(
            baseline!.BytesAllocatedPerOperation, current!.BytesAllocatedPerOperation, settings.AllocationThresholdFor(id));
        return new BenchmarkVerdict(id, Combine(time, allocation), time, allocation);
    }

    // Not GetValueOrDefault: the default of the enum is a unit, and an id without one must choose from its data.
    private static TimeTestUnit? UnitFor(IReadOnlyDictionary<string, TimeTestUnit>? units, string id) =>
        units is not null && units.TryGetValue(id, out var unit) ? unit : null;

    // An earlier advisory reason is kept.
    internal static BenchmarkVerdict AsAdvisory(BenchmarkVerdict verdict, TimeAdvisoryReason reason)
    {
        if (verdict is not { Time: { } time, Allocation: { } allocation })
        {
            return verdict;
        }

        var advisory = time with { AdvisoryReason = time.AdvisoryReason ?? reason };
        return verdict with { Time = advisory, Status = Combine(advisory, allocation) };
    }

    // A regression in any gating metric decides; an advisory time verdict, or none (a benchmark the same-runner mode's
    // base revision lacks), leaves allocations alone to decide.
    internal static BenchmarkStatus Combine(TimeVerdict? time, AllocationVerdict allocation)
    {
        MetricStatus[] gating = time is null || time.Advisory ? [allocation.Status] : [time.Status, allocation.Status];
        return gating.Contains(MetricStatus.Regressed) ? BenchmarkStatus.Regressed
            : gating.Contains(MetricStatus.Inconclusive) ? BenchmarkStatus.Inconclusive
            : gating.Contains(MetricStatus.Improved) ? BenchmarkStatus.Improved
            : BenchmarkStatus.Unchanged;
    }

    internal static List<string> Problems(BenchmarkRun current, IReadOnlyList<BenchmarkVerdict> verdicts)
    {
        var problems = new List<string>();
        if (current.Benchmarks.Count == 0)
        {
            problems.Add("The run has no benchmark results: nothing was measured, so nothing can pass.");
        }
        else if (!verdicts.Any(v => v.Status is BenchmarkStatus.Regressed or BenchmarkStatus.Improved or BenchmarkStatus.Unchanged or BenchmarkStatus.Inconclusive or BenchmarkStatus.Failed))
        {
            problems.Add(
                $"Nothing to compare: none of the {current.Benchmarks.Count} benchmark(s) in the run is in the baseline. " +
                "Record a baseline with 'perfgate baseline update' (or 'dotnet build -t:PerfGateUpdateBaseline').");
        }

        else if (verdicts.Any(IsCompared) && !verdicts.Where(IsCompared).Any(IsJudged))
        {
            // Every compared benchmark inconclusive and no allocation data: the gate measured but could judge
            // nothing, and "4 inconclusive" must not read as a pass.
            var compared = verdicts.Count(IsCompared);
            problems.Add(
                $"Nothing could be judged: all {compared} compared benchmark(s) are inconclusive on time and have no allocation data to gate. " +
                "Give them more samples (a longer job: more launches or iterations), or enable the MemoryDiagnoser so allocations gate.");
        }

        return problems;
    }

    // Compared: measured on both sides and not failed, so it has a verdict per metric.
    private static bool IsCompared(BenchmarkVerdict verdict) => verdict.Time is not null && verdict.Allocation is not null;

    // A decisive verdict on any metric; an advisory time verdict counts, as the gate measured it and chose by
    // policy (another host) not to gate on it.
    private static bool IsJudged(BenchmarkVerdict verdict) =>
        verdict.Time!.Status != MetricStatus.Inconclusive || verdict.Allocation!.Status != MetricStatus.Inconclusive;
}
