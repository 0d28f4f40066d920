using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>Same-runner mode: what the selection decided for the whole gate.</summary>
/// <param name="Mode"><c>changed</c> or <c>all</c> (<c>--select</c>).</param>
/// <param name="Selected">Benchmark methods that ran their pairs.</param>
/// <param name="Methods">Benchmark methods in the category.</param>
/// <param name="RunAll">Why every method ran: the files of the build that differ and cannot be compared method by method.</param>
/// <param name="ChangedMethods">Methods that differ between the two builds (edited, added or removed), over every compared assembly.</param>
/// <param name="Seconds">What comparing the builds and tracing the launches took.</param>
public sealed record ReportSelectionSummary(
    string Mode,
    int Selected,
    int Methods,
    IReadOnlyList<string> RunAll,
    int ChangedMethods,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] double? Seconds = null);
