using System.Collections.Concurrent;

namespace Sample.Caching;

/// <summary>
/// Read-through cache. A hit answers synchronously, which is why <see cref="GetAsync"/> returns a
/// <see cref="ValueTask{TResult}"/>: a hit then allocates nothing. Callers await the result once and do
/// not block on it; a miss really is asynchronous.
/// </summary>
public sealed class ProfileCache
{
    private readonly ConcurrentDictionary<int, Profile> entries = new();
    private readonly IProfileStore store;

    public ProfileCache(IProfileStore store)
    {
        ArgumentNullException.ThrowIfNull(store);
        this.store = store;
    }

    public int Count => entries.Count;

#if SAMPLE_REGRESSION_CACHE_TASK
    public async Task<Profile> GetAsync(int id, CancellationToken cancellationToken = default)
#else
    public async ValueTask<Profile> GetAsync(int id, CancellationToken cancellationToken = default)
#endif
    {
        if (entries.TryGetValue(id, out var cached))
        {
            return cached;
        }

        var loaded = await store.LoadAsync(id, cancellationToken);
        return entries.GetOrAdd(id, loaded);
    }

    public bool Invalidate(int id) => entries.TryRemove(id, out _);
}
