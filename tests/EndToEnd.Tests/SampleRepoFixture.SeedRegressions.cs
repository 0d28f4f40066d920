namespace PerfGate.EndToEnd.Tests;

/// <summary>
/// One gate run with every seed regression put back, shared by the tests that check each seed is caught.
/// </summary>
/// <remarks>
/// Each seed lives in its own benchmark, so one run with all four shows each of them as a run with it alone
/// would, and the tests still tell them apart by the benchmarks the PG0101 errors name. The run writes to an
/// artifacts folder of its own, so what another test ran in between never replaces the report the tests read.
/// </remarks>
public sealed partial class SampleRepoFixture
{
    /// <summary>All four <c>SampleRegression</c> values, as one <c>-p:</c> value.</summary>
    public const string AllSeedRegressions = "StreamerTask+AwaitFastPath+CacheTask+TcsHelper";

    /// <summary>
    /// The job of the gate runs that only allocations decide: BenchmarkDotNet's <c>dry</c> (one launch, one
    /// iteration; time is then not judged at all and the gate says so, PG0212), about 45 s less per run of the
    /// eight cases than the <c>ci</c> job. Its one operation also carries whatever a first call allocates once: for
    /// the synchronous benchmarks that is nothing (their bytes equalled the <c>ci</c> job's, with and without the
    /// seeds), but the async streamer measured 106.8 KB/op once against the ci job's 94.7 KB/op (a CI run of
    /// 2026-11-23), and 444,792 or 445,128 B/op seeded. So the dry job serves where the seeds' large changes decide
    /// (<see cref="SeedRegressionsGate"/>, the sharded join), and the baseline's own <c>ci</c> job (warmup, then
    /// 100 ms iterations of many operations each, which spread one-off bytes) where unchanged code must pass at the
    /// 1 % limit.
    /// </summary>
    public const string AllocationsOnlyJob = "-p:PerfGateJob=dry";

    private readonly Lock seedRegressionsLock = new();
    private DotnetResult? seedRegressionsGate;

    /// <summary>The artifacts folder of <see cref="SeedRegressionsGate"/>.</summary>
    public string SeedRegressionsArtifactsPath => Path.Combine(Root, "seed-regressions");

    /// <summary><c>dotnet build -t:PerfGate -p:SampleRegression=</c><see cref="AllSeedRegressions"/>, run on first use.</summary>
    public DotnetResult SeedRegressionsGate
    {
        get
        {
            lock (seedRegressionsLock)
            {
                return seedRegressionsGate ??= Build(
                    "PerfGate",
                    AllocationsOnlyJob,
                    "-p:PerfGateTimeThreshold=1000%",
                    $"-p:SampleRegression={AllSeedRegressions}",
                    $"-p:PerfGateArtifactsPath={SeedRegressionsArtifactsPath}");
            }
        }
    }
}
