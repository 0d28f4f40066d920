using System.Text.Json.Serialization;

namespace PerfGate.History.Records;

/// <summary>One benchmark case of one merge, as the same-runner gate measured it.</summary>
/// <param name="Id">BenchmarkDotNet's FullName, parameters included.</param>
/// <param name="Bytes">Bytes per operation of the merged commit (the lower median of its launches); null when not measured.</param>
/// <param name="ParentBytes">Bytes per operation of the first parent, measured beside it; null when the parent lacks the benchmark.</param>
/// <param name="PairRatios">merged ÷ parent of each pair's fastest iterations: the merge's step and the drift over many
/// merges are bounded from them (<c>PairedShift</c>); null when time was not measured in pairs. A record of schema
/// version 1 also has the step (<c>ratio</c>, <c>lower</c>, <c>upper</c>) and the gate's <c>timeStatus</c>, which nothing
/// read: they are no longer written, and are skipped when read.</param>
internal sealed record HistoryBenchmark(
    string Id,
    long? Bytes,
    long? ParentBytes,
    IReadOnlyList<double>? PairRatios)
{
    /// <summary>True when the gate's selection proved that no code the benchmark executes changed in this merge, so it
    /// was not measured: its step is exactly 1, neither a gap in the chain nor a widening of the drift's band.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public bool? SameCode { get; init; }
}
