using System.Text.Json.Serialization;

namespace PerfGate.Reports;

/// <summary>Same-runner mode: whether a benchmark's method ran its pairs, and why (issue 50's selection).</summary>
/// <param name="Ran">False: no code it executes changed, so it was not measured and is reported unchanged.</param>
/// <param name="Reason">One sentence: what it reaches that changed, the file that made every benchmark run, or that
/// nothing it executes changed.</param>
/// <param name="ChangedMethods">The changed methods and types it executes (on the base side), with the head's source line.</param>
/// <param name="ComparedMethods">How many of the methods it executes were compared between the two builds.</param>
public sealed record ReportSelection(
    bool Ran,
    string Reason,
    IReadOnlyList<ReportChangedCode> ChangedMethods,
    [property: JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)] int? ComparedMethods = null);
