using PerfGate.Formatting;
using PerfGate.Model;
using PerfGate.Thresholds;

namespace PerfGate.Verdicts;

/// <summary>
/// How far one benchmark's baseline can be trusted for time, checked when it is recorded. A baseline measured on
/// a busy machine comes out slow and spread: its launches disagree (so the gate widens the benchmark's time
/// limit until a real slowdown passes) and its pooled runs disagree (the machine changed while recording).
/// Seen on a real suite: limits widened to 13–41 % and a +40 % slowdown passed, without a word.
/// </summary>
/// <param name="LaunchSpread">(max − min) / median of the launch medians, as the gate widens limits by it.</param>
/// <param name="RunDisagreement">Slowest run median / fastest run median − 1, over the pooled runs (0 for one run).</param>
/// <param name="WidenedLimit">The time limit the gate will apply to this benchmark.</param>
internal sealed record BaselineNoise(string Id, double LaunchSpread, double RunDisagreement, double WidenedLimit)
{
    /// <summary>Runs of unchanged code on a quiet machine agree within a few percent; 20 % is a changed machine.</summary>
    public const double MaximumRunDisagreement = 0.20;

    /// <summary>
    /// A limit widened to more than four times the configured threshold has stopped gating all but gross
    /// slowdowns. Not less: on a quiet machine a nanosecond benchmark's launches still spread 20–40 % (JIT and
    /// code layout differ per process), which widens its limit to 10–20 %, and a warning on every quiet
    /// recording would teach users to ignore it.
    /// </summary>
    public const double MaximumWidening = 4.0;

    /// <returns>The benchmarks too noisy to gate time with <paramref name="settings"/>, noisiest first.</returns>
    public static IReadOnlyList<BaselineNoise> Find(IReadOnlyList<BenchmarkRun> runs, BenchmarkRun pooled, GateSettings settings)
    {
        var runsById = runs.Select(r => r.Benchmarks.Where(b => !b.Failed && b.SamplesNs.Count > 0).ToDictionary(b => b.Id, StringComparer.Ordinal)).ToList();
        var noisy = new List<BaselineNoise>();
        foreach (var benchmark in pooled.Benchmarks.Where(b => !b.Failed && b.SamplesNs.Count > 0))
        {
            var threshold = settings.TimeThresholdFor(benchmark.Id);
            // The gate's own spread and widening (TimeComparer), so this warns about exactly the limit it will apply.
            var spread = TimeComparer.LaunchSpread(benchmark.SamplesByLaunch()) ?? 0;
            var limit = (TimeComparer.Widen(spread, threshold, settings.LaunchSpreadFactor) ?? threshold).Fraction;
            var runMedians = runsById
                .Select(r => r.GetValueOrDefault(benchmark.Id))
                .OfType<BenchmarkResult>()
                .Select(b => SampleFigures.Of(b.SamplesNs).MedianNs)
                .ToList();
            var disagreement = runMedians.Count >= 2 && runMedians.Min() > 0 ? (runMedians.Max() / runMedians.Min()) - 1 : 0;
            if (limit > MaximumWidening * threshold.Fraction || disagreement > MaximumRunDisagreement)
            {
                noisy.Add(new BaselineNoise(benchmark.Id, spread, disagreement, limit));
            }
        }

        return [.. noisy.OrderByDescending(n => Math.Max(n.WidenedLimit, n.RunDisagreement))];
    }

    /// <summary>"Ns.Type.Method: launches spread 62% (time limit +31%), runs disagree by 40%".</summary>
    public override string ToString()
    {
        var parts = new[]
        {
            LaunchSpread > 0 ? $"launches spread {Units.Percent(LaunchSpread, decimals: 0)} (time limit +{Units.Percent(WidenedLimit)})" : null,
            RunDisagreement > 0 ? $"runs disagree by {Units.Percent(RunDisagreement, decimals: 0)}" : null,
        };
        return $"{Id}: {string.Join(", ", parts.OfType<string>())}";
    }
}
