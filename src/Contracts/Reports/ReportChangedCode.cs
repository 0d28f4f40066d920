using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>A method or type that differs between the base and the head build, as a benchmark reaches it.</summary>
/// <param name="Name">Namespace.Type.Method(parameters), or a type's full name.</param>
/// <param name="Change">edited, added, removed, or what changed in a type's shape.</param>
public sealed record ReportChangedCode(
    string Name,
    string Change,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? File = null,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? Line = null);
