using PerfGate.Model;
using PerfGate.Statistics;

namespace PerfGate.Explaining;

/// <summary>
/// Intervals of methods' head − base differences in exclusive time per operation, by a bootstrap over measured iterations:
/// each replicate draws each side's iterations with replacement and recomputes every method's share and the side's mean
/// time per operation. Over iterations rather than single samples because samples are not independent: a benchmark's loop
/// is periodic, the sampler's ticks fall in step with it, a GC or a tier-up lands in one iteration and moves many
/// samples at once; an iteration carries all of that, and resampling samples would hide it and draw intervals too narrow.
/// The intervals hold together (a studentised maximum over the methods): with fifty methods compared, separate 95 %
/// intervals would name two or three of them on an A/A run.
/// One thing the iterations of a launch cannot show is the launch as a whole running slower (the machine's load, where its
/// code was placed): with <c>launchSpread</c>, each replicate also scales the base's time by a draw of that spread, so a
/// method that is most of the time is not named for a launch that merely ran slow. The base's, not the head's: a launch
/// that ran slow makes each method take longer in proportion to what it took, so a method the base never spent time in
/// gains nothing from it (scaling the head instead widened a 143-fold spin's interval below zero at a spread of 0.46).
/// </summary>
internal static class IterationBootstrap
{
    public const int Replicates = 2_000;

    /// <summary>Fixed, so the same traces give the same report.</summary>
    private const int Seed = 51;

    /// <param name="base">Null for the head alone: the intervals are then of the head's own time.</param>
    /// <param name="methods">The methods compared, by index; the result is in their order.</param>
    /// <param name="launchSpread">One standard deviation of ln(head ÷ base) between launch pairs; null when unknown.</param>
    public static IReadOnlyList<MethodInterval> Differences(SideSamples head, SideSamples? @base, IReadOnlyList<int> methods, double confidence, double? launchSpread = null)
    {
        var estimates = methods.Select(m => head.ExclusiveNs(m) - (@base?.ExclusiveNs(m) ?? 0)).ToArray();
        if (methods.Count == 0)
        {
            return [];
        }

        var random = new Random(Seed);
        var replicates = new double[Replicates][];
        for (var r = 0; r < Replicates; r++)
        {
            var headDraw = head.Draw(random);
            var baseDraw = @base?.Draw(random);
            var launch = @base is null || launchSpread is not { } spread ? 1 : Math.Exp(spread * PairedSensitivity.Normal(random));
            replicates[r] = [.. methods.Select(m => headDraw.ExclusiveNs(m) - (launch * baseDraw?.ExclusiveNs(m) ?? 0))];
        }

        var errors = Enumerable.Range(0, methods.Count).Select(i => SampleFigures.StandardDeviation([.. replicates.Select(r => r[i])])).ToArray();
        var largest = replicates
            .Select(r => Enumerable.Range(0, methods.Count).Where(i => errors[i] > 0).Select(i => Math.Abs(r[i] - estimates[i]) / errors[i]).DefaultIfEmpty(0).Max())
            .Order()
            .ToArray();
        var critical = largest[Math.Min(largest.Length - 1, (int)Math.Ceiling(confidence * largest.Length) - 1)];
        return [.. estimates.Select((e, i) => new MethodInterval(e, e - critical * errors[i], e + critical * errors[i]))];
    }
}

/// <summary>A difference in nanoseconds per operation and its interval.</summary>
internal readonly record struct MethodInterval(double Estimate, double Lower, double Upper);
