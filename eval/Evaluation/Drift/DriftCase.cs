namespace PerfGate.Evaluation.Drift;

/// <summary>One benchmark case of a drift recording, with its base/head pairs in round order.</summary>
public sealed record DriftCase(string Id, IReadOnlyList<DriftPair> Pairs)
{
    /// <summary>Below a microsecond per operation: the cases whose launches differ most by code layout alone.</summary>
    public bool IsNanosecondScale => Median(Pairs.SelectMany(p => p.Base)) < 1_000;

    private static double Median(IEnumerable<double> values)
    {
        var sorted = values.Order().ToArray();
        return sorted.Length == 0 ? double.NaN : sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
    }
}
