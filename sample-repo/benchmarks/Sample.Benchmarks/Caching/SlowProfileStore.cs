namespace Sample.Caching;

/// <summary>A store that is genuinely asynchronous: it yields the thread before answering.</summary>
internal sealed class SlowProfileStore : IProfileStore
{
    public async Task<Profile> LoadAsync(int id, CancellationToken cancellationToken)
    {
        await Task.Yield();
        return new Profile(id, "user-" + id.ToString(System.Globalization.CultureInfo.InvariantCulture));
    }
}
