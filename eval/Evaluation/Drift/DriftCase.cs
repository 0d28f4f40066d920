namespace PerfGate.Evaluation.Drift;

/// <summary>One benchmark case of a drift recording, with its base/head pairs in round order.</summary>
internal sealed record DriftCase(string Id, IReadOnlyList<DriftPair> Pairs)
{
    /// <summary>Below a microsecond per operation: the cases whose launches differ most by code layout alone.</summary>
    public bool IsNanosecondScale => DriftReport.Median([.. Pairs.SelectMany(p => p.Base)]) < 1_000;
}
