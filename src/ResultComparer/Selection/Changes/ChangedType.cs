namespace PerfGate.Selection.Changes;

/// <summary>A type whose shape (layout, fields, base type, interfaces, virtual methods, attributes) differs between the
/// two builds, or that exists in only one of them.</summary>
/// <param name="Key">"{assembly simple name}!{Cecil full name}", nested types with '/'.</param>
/// <param name="Why">The first part of the shape that differs ("field added", "base type", "layout", …).</param>
public sealed record ChangedType(string Key, string Name, string Why);
