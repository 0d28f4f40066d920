using BenchmarkDotNet.Attributes;

namespace Sample.Caching;

/// <summary>
/// Seed 003 (when ValueTask beats Task): a cache hit completes synchronously, so a ValueTask-returning
/// lookup allocates nothing while a Task-returning one allocates a task per hit.
/// </summary>
[MemoryDiagnoser]
public class ProfileCacheBenchmark
{
    private const int CachedId = 42;
    private const int EvictedId = 7;

    private ProfileCache cache = null!;

    [GlobalSetup]
    public async Task Setup()
    {
        cache = new ProfileCache(new SlowProfileStore());
        await cache.GetAsync(CachedId);
    }

    [Benchmark]
    [BenchmarkCategory("PerfGate")]
    public async ValueTask<Profile> Hit() => await cache.GetAsync(CachedId);

    // Deliberately not in the gate: it hops to the thread pool, so its time says more about the machine's
    // scheduler than about this code.
    [Benchmark]
    public async ValueTask<Profile> Miss()
    {
        cache.Invalidate(EvictedId);
        return await cache.GetAsync(EvictedId);
    }
}
