namespace Sample.Caching;

/// <summary>What <see cref="ProfileCache"/> stores.</summary>
public sealed record Profile(int Id, string DisplayName);
