using System.Text.Json.Serialization;

namespace PerfGate.History.Records;

/// <summary>One benchmark case of one merge, as the same-runner gate measured it.</summary>
/// <param name="Id">BenchmarkDotNet's FullName, parameters included.</param>
/// <param name="Bytes">Bytes per operation of the merged commit (the lower median of its launches); null when not measured.</param>
/// <param name="ParentBytes">Bytes per operation of the first parent, measured beside it; null when the parent lacks the benchmark.</param>
/// <param name="Ratio">The merge's time step, merged ÷ parent: exp of the Hodges–Lehmann centre of the pairs' log ratios
/// (the gate's own estimate); null when time was not measured in pairs.</param>
/// <param name="Lower">The step's 95 % interval (<c>PairedShift</c>): with <paramref name="Upper"/>, what one merge's
/// ratio can be trusted to.</param>
/// <param name="PairRatios">merged ÷ parent of each pair's fastest iterations: the drift over many merges is bounded from them.</param>
/// <param name="TimeStatus">The gate's time verdict on the merge (regressed, improved, unchanged, inconclusive), or null.</param>
public sealed record HistoryBenchmark(
    string Id,
    long? Bytes,
    long? ParentBytes,
    double? Ratio,
    double? Lower,
    double? Upper,
    IReadOnlyList<double>? PairRatios,
    string? TimeStatus)
{
    /// <summary>True when the gate's selection proved that no code the benchmark executes changed in this merge, so it
    /// was not measured: its step is exactly 1, neither a gap in the chain nor a widening of the drift's band.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public bool? SameCode { get; init; }
}
