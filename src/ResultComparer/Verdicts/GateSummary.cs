namespace PerfGate.Verdicts;

/// <summary>Counts per status and the geometric mean of the time ratios over the compared benchmarks.</summary>
public sealed record GateSummary(
    int Regressed,
    int Improved,
    int Unchanged,
    int Inconclusive,
    int New,
    int Missing,
    int Failed,
    double? GeometricMeanTimeRatio)
{
    public int Total => Regressed + Improved + Unchanged + Inconclusive + New + Missing + Failed;

    public int Compared => Regressed + Improved + Unchanged + Inconclusive;

    public static GateSummary From(IReadOnlyList<BenchmarkVerdict> benchmarks)
    {
        int Count(BenchmarkStatus status) => benchmarks.Count(b => b.Status == status);
        var logRatios = benchmarks
            .Select(b => b.Time?.Ratio)
            .Where(r => r is > 0 && double.IsFinite(r.Value))
            .Select(r => Math.Log(r!.Value))
            .ToList();
        double? geometricMean = logRatios.Count == 0 ? null : Math.Exp(logRatios.Average());
        return new GateSummary(
            Count(BenchmarkStatus.Regressed),
            Count(BenchmarkStatus.Improved),
            Count(BenchmarkStatus.Unchanged),
            Count(BenchmarkStatus.Inconclusive),
            Count(BenchmarkStatus.New),
            Count(BenchmarkStatus.Missing),
            Count(BenchmarkStatus.Failed),
            geometricMean);
    }
}
