namespace Sample.Caching;

/// <summary>The slow, truly asynchronous source behind <see cref="ProfileCache"/>.</summary>
public interface IProfileStore
{
    Task<Profile> LoadAsync(int id, CancellationToken cancellationToken);
}
