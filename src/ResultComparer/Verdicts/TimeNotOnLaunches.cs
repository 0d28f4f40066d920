using System.Globalization;
using PerfGate.Model;

namespace PerfGate.Verdicts;

/// <summary>
/// Benchmarks whose time was not judged on launch medians: a side had fewer than
/// <see cref="TimeComparer.MinimumLaunches"/> launches (BenchmarkDotNet's <c>medium</c> and <c>default</c> jobs run 1–2,
/// <c>short</c> and <c>dry</c> one) or did not say which launch measured which sample. The gate then judges time by the
/// weaker per-iteration test, or not at all when there are too few samples; a user who picked such a job must hear
/// it once, plainly, rather than read "unchanged" as the launch-median test's word.
/// </summary>
/// <param name="NotJudged">Of those, not judged on time at all (too few samples).</param>
/// <param name="CurrentLaunches">The fewest launches this run had for one of those benchmarks (BaselineLaunches: the baseline); null when unknown.</param>
internal sealed record TimeNotOnLaunches(int Compared, int OnIterations, int NotJudged, int? CurrentLaunches, int? BaselineLaunches)
{
    // docs/evaluation.md, "Job".
    public const string MeasuredFalseAlarms = "on the evaluation's recorded runs it flagged 6–10 % of unchanged benchmarks with 2 launches, launch medians 0.2 % with the 'ci' job";

    public static TimeNotOnLaunches? Of(
        IReadOnlyList<BenchmarkVerdict> verdicts,
        IReadOnlyDictionary<string, BenchmarkResult> baselineById,
        IReadOnlyDictionary<string, BenchmarkResult> currentById)
    {
        var compared = verdicts.Where(v => v.Time is not null).ToList();
        // A benchmark with launches enough on both sides but too few samples is the inconclusive warning's
        // business (PG0201), not the launches'.
        var weak = compared
            .Where(v => v.Time!.Effect is { Unit: TimeTestUnit.Iterations }
                || (v.Time!.Effect is null && !(HasLaunches(baselineById.GetValueOrDefault(v.Id)) && HasLaunches(currentById.GetValueOrDefault(v.Id)))))
            .ToList();
        return weak.Count == 0 ? null : new TimeNotOnLaunches(
            compared.Count,
            weak.Count(v => v.Time!.Effect is { Unit: TimeTestUnit.Iterations }),
            weak.Count(v => v.Time!.Effect is null),
            FewestLaunches(weak.Select(v => currentById.GetValueOrDefault(v.Id))),
            FewestLaunches(weak.Select(v => baselineById.GetValueOrDefault(v.Id))));
    }

    /// <summary>For the build log (PG0212) and the report.</summary>
    public string Message
    {
        get
        {
            var why = CurrentLaunches is { } current && BaselineLaunches is { } baseline
                ? Invariant($"this run has {current} launch(es) per benchmark and the baseline {baseline}, and the launch-median test needs at least {TimeComparer.MinimumLaunches} on each side")
                : "the baseline or this run does not say which launch (benchmark process) measured which sample";
            var parts = new[]
            {
                OnIterations > 0 ? Invariant($"{OnIterations} are judged by the weaker per-iteration test, which takes one process's iterations as independent ({MeasuredFalseAlarms})") : null,
                NotJudged > 0 ? Invariant($"{NotJudged} are not judged on time at all (too few samples), only on allocations") : null,
            };
            return Invariant(
                $"Time is not judged on launch medians for {OnIterations + NotJudged} of {Compared} compared benchmark(s): {why}. {string.Join("; ", parts.OfType<string>())}. Use the 'ci' job (the default, {Running.CiJobPreset.LaunchCount} launches) or 'long' to judge time on launch medians.");
        }
    }

    private static bool HasLaunches(BenchmarkResult? result) =>
        result?.LaunchCount >= TimeComparer.MinimumLaunches;

    private static int? FewestLaunches(IEnumerable<BenchmarkResult?> results)
    {
        var counts = results.Select(r => r?.LaunchCount).ToList();
        return counts.Count == 0 || counts.Any(c => c is null) ? null : counts.Min();
    }

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
