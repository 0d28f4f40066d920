namespace PerfGate.Selection.Changes;

/// <summary>A type whose shape (layout, fields, base type, interfaces, virtual methods, attributes) differs between the
/// two builds, or that exists in only one of them.</summary>
/// <param name="Key">"{assembly simple name}!{Cecil full name}", nested types with '/'.</param>
/// <param name="Why">The first part of the shape that differs ("field added", "base type", "layout", …).</param>
internal sealed record ChangedType(string Key, string Name, string Why)
{
    /// <summary>The keys of the methods, in either build, that mention the type or are declared in it
    /// (<see cref="TypeMentions"/>): a benchmark that executes one of them reaches the change.</summary>
    public IReadOnlySet<string> MentionedBy { get; init; } = new HashSet<string>(StringComparer.Ordinal);
}
