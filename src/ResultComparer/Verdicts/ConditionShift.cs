using System.Globalization;
using PerfGate.Formatting;

namespace PerfGate.Verdicts;

/// <summary>
/// Nearly every benchmark of a run moved the same way by a lot: the baseline and the run were measured under different
/// machine conditions (load, CPU frequency, another runner). A change under review rarely moves every benchmark alike; a
/// machine does (a baseline recorded under load made 7 of 8 unchanged benchmarks of the sample "improve" by 34–58 %).
/// </summary>
/// <param name="Moved">Benchmarks that moved by more than <see cref="MinimumChange"/> in the common direction.</param>
internal sealed record ConditionShift(int Moved, int Compared, double GeometricMeanRatio)
{
    /// <summary>A move smaller than this is within what unchanged code shows between runs on a shared machine.</summary>
    public const double MinimumChange = 0.15;

    /// <summary>Three in four benchmarks moving alike is a machine, not a pull request.</summary>
    public const double MinimumShare = 0.75;

    /// <summary>With fewer benchmarks a common move is as likely a real change of shared code.</summary>
    public const int MinimumBenchmarks = 4;

    public static ConditionShift? Detect(IReadOnlyList<BenchmarkVerdict> verdicts)
    {
        var ratios = verdicts.Select(v => v.Time?.Ratio ?? double.NaN).Where(r => r > 0 && double.IsFinite(r)).ToList();
        if (ratios.Count < MinimumBenchmarks)
        {
            return null;
        }

        var slower = ratios.Count(r => r >= 1 + MinimumChange);
        var faster = ratios.Count(r => r <= 1 / (1 + MinimumChange));
        var moved = Math.Max(slower, faster);
        return moved >= MinimumShare * ratios.Count
            ? new ConditionShift(moved, ratios.Count, Math.Exp(ratios.Average(Math.Log)))
            : null;
    }

    public string Reason => string.Create(
        CultureInfo.InvariantCulture,
        $"{Moved} of {Compared} benchmarks moved the same way by more than {Units.Percent(MinimumChange, decimals: 0)} (time geomean {Units.Factor(GeometricMeanRatio)}): the baseline and this run were measured under different machine conditions, not changed by the code");
}
