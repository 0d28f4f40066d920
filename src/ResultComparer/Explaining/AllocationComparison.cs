using PerfGate.Reports;

namespace PerfGate.Explaining;

/// <summary>Head against base, type by type: which types' bytes per operation grew, by how much, give or take the
/// sampling's error. A type is named only on enough samples and when it grew by more than twice that error.</summary>
internal static class AllocationComparison
{
    /// <summary>Samples the head needs before any type is named (at 200, a type making up a quarter of the bytes is
    /// estimated to within about ±12 % of itself), and the resolution the base must match.</summary>
    public const int MinimumSamples = 200;

    public const int MaximumTypes = 3;

    /// <param name="base">The base revision's profile; null in the committed-baseline mode, where there is no base build.</param>
    public static ReportAllocationExplanation Explain(AllocationProfile head, AllocationProfile? @base)
    {
        var sides = @base is null ? ReportAllocationExplanation.HeadOnly : ReportAllocationExplanation.HeadAndBase;
        if (!Resolves(head, head) || (@base is not null && !Resolves(@base, head)))
        {
            var counts = @base is null ? $"{head.Samples}" : $"{head.Samples} head, {@base.Samples} base";
            return new(sides, head.Samples, @base?.Samples, [],
                $"too few samples to name a type ({counts} in the measured iterations; at least {MinimumSamples} on the head, and the base as fine-grained)");
        }

        var types = head.Types.Select(h => h.Type).Union(@base?.Types.Select(b => b.Type) ?? [], StringComparer.Ordinal)
            .Select(type => Compare(type, head, @base))
            .Where(t => t.Growth > 2 * t.Uncertainty && t.Growth > 0)
            .OrderByDescending(t => t.Growth)
            .Take(MaximumTypes)
            .ToList();
        var note = types.Count > 0 ? null
            : @base is null ? "no type allocated measurably" : "no type grew by more than twice its sampling error";
        return new(sides, head.Samples, @base?.Samples, types, note);
    }

    // A side resolves the head's bytes per operation to 1 part in MinimumSamples when it has that many samples, or, having
    // fewer, ran so many operations that one sample would stand for less than that part: a base that allocates
    // nothing shows no sample at all, and that is exact, not too few.
    private static bool Resolves(AllocationProfile side, AllocationProfile head) =>
        head.Samples > 0 && (side.Samples >= MinimumSamples
            || side.Operations * head.SampledBytes / head.Operations >= MinimumSamples * (head.SampledBytes / head.Samples));

    private static ReportAllocationType Compare(string type, AllocationProfile head, AllocationProfile? @base)
    {
        var inHead = head.Types.FirstOrDefault(t => t.Type == type);
        var inBase = @base?.Types.FirstOrDefault(t => t.Type == type);
        var (headBytes, headError) = head.Estimate(inHead);
        var (baseBytes, baseError) = @base?.Estimate(inBase) ?? (0, 0);
        var site = inHead?.Site ?? inBase?.Site;
        return new ReportAllocationType(
            TypeNames.Readable(type),
            headBytes - baseBytes,
            Math.Sqrt(headError * headError + baseError * baseError),
            headBytes,
            @base is null ? null : baseBytes,
            inHead?.Samples ?? 0,
            @base is null ? null : inBase?.Samples ?? 0,
            New: @base is not null && inBase is null,
            site is null ? null : TypeNames.Method(site.Method),
            site?.File,
            site?.Line);
    }
}
