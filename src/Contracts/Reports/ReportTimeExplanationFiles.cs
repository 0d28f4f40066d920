using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>Where an explanation's profiles are kept, relative to the artifacts folder.</summary>
/// <param name="FlameGraph">The differential flame graph (SVG, self-contained): the head's stacks, frames that got slower marked.</param>
public sealed record ReportTimeExplanationFiles(
    string HeadProfile,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? BaseProfile,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] string? FlameGraph);
