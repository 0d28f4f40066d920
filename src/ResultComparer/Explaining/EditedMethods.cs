namespace PerfGate.Explaining;

/// <summary>The methods a pull request edited, as the selection found them in the two builds, matched against the frames
/// of a time profile. The builds' comparison names a method as Cecil reads it (<c>Ns.Outer.Inner.Method(Int64)</c>) and
/// TraceEvent as the runtime does (<c>Ns.Outer+Inner.Method(int64)</c>, a generic type with its instantiation): both come
/// down to the declaring type's path and the method's name. Overloads share that key; a frame of an overload the pull
/// request did not edit is then marked as edited too, which only moves it up the list.</summary>
internal sealed class EditedMethods
{
    public static readonly EditedMethods None = new([]);

    private readonly HashSet<string> _keys;

    /// <param name="names">The changed methods' readable names, as the selection reports them.</param>
    public EditedMethods(IEnumerable<string> names)
    {
        var all = names.ToList();
        _keys = all.Select(Key).ToHashSet(StringComparer.Ordinal);
        Methods = [.. all.Where(n => n.Contains('(', StringComparison.Ordinal)).Select(TypeNames.Method).Distinct(StringComparer.Ordinal)];
    }

    /// <summary>The edited methods as a reader names them (<c>LifetimeScope.TryGetSharedInstance</c>); a type whose shape
    /// changed has no signature and is not one.</summary>
    public IReadOnlyList<string> Methods { get; }

    public bool Contains(string frame) => _keys.Count > 0 && _keys.Contains(Key(frame));

    /// <summary><c>Ns.Type.Method</c>: no parameters, no generic instantiation, nested types joined by dots, no compiler
    /// ordinals (the profile's frames have none).</summary>
    internal static string Key(string name)
    {
        var path = TypeNames.WithoutOrdinals(name).Split('(')[0];
        return TypeNames.WithoutInstantiations(path).Replace('+', '.').Replace('/', '.');
    }
}
