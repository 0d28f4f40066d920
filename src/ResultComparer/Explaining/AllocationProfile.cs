namespace PerfGate.Explaining;

/// <summary>One benchmark case's allocation samples, taken in a profiled run's measured (Workload Actual) iterations.</summary>
/// <param name="Benchmark">The case as BenchmarkDotNet names it, e.g. <c>Ns.Type.Method(Param: 1)</c>: the gate's benchmark id.</param>
internal sealed record AllocationProfile(string Benchmark, long Operations, IReadOnlyList<SampledType> Types)
{
    /// <summary>Samples in all: the runtime takes one about every 100 KB allocated.</summary>
    public int Samples => Types.Sum(t => t.Samples);

    public double SampledBytes => Types.Sum(t => t.Bytes);

    /// <summary>This profile with each type's call site taken from <paramref name="sites"/> where it has the type: an
    /// unoptimised launch's, whose stacks keep the user's frames that inlining removes here.</summary>
    public AllocationProfile WithSitesFrom(AllocationProfile? sites) => sites is null ? this : this with
    {
        Types = [.. Types.Select(t => sites.Types.FirstOrDefault(s => s.Type == t.Type)?.Site is { } site ? t with { Site = site } : t)],
    };

    /// <summary>The bytes per operation <paramref name="type"/> stands for, and one standard error of it.</summary>
    public (double BytesPerOperation, double StandardError) Estimate(SampledType? type) =>
        type is null || Operations == 0 ? (0, 0) : (type.Bytes / Operations, Math.Sqrt(type.Variance) / Operations);
}

/// <param name="Type">As the runtime names it, e.g. <c>System.Threading.Tasks.Task`1[System.String]</c>.</param>
/// <param name="Bytes">The bytes its samples stand for (an unbiased estimate), and <paramref name="Variance"/> that estimate's.</param>
/// <param name="Site">Where the user's code allocated it most often; null when no sample's stack reached the user's code.</param>
internal sealed record SampledType(string Type, int Samples, double Bytes, double Variance, CallSite? Site);

/// <summary>The innermost frame of the user's code on an allocation's stack.</summary>
/// <param name="Method">As TraceEvent names it, e.g. <c>Ns.CallChain+&lt;GetAsync&gt;d__2.MoveNext()</c>.</param>
/// <param name="File">The source file, from the PDB; null without symbols.</param>
internal sealed record CallSite(string Method, string? File, int? Line);
