using PerfGate.Model;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Support;

/// <summary>One gate result that exercises every status, for report snapshots.</summary>
internal static class SampleGateResult
{
    public static GateResult Create()
    {
        var baseline = SyntheticRuns.Baseline(
            SyntheticRuns.Benchmark("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", 32_640_000, 4 * 1024 * 1024),
            SyntheticRuns.Benchmark("Sample.FastPaths.AsyncChainBenchmark.AwaitPathWithValueTask(Deep: True)", 138.5, 0),
            SyntheticRuns.Benchmark("Sample.Caching.CacheBenchmark.Hit", 20, 0),
            SyntheticRuns.Benchmark("Sample.Completion.CompletedTaskBenchmark.FromResult", 38, 96),
            SyntheticRuns.Benchmark("Sample.Caching.CacheBenchmark.Miss", 1_500, 128),
            SyntheticRuns.Benchmark("Sample.Removed.OldBenchmark", 10, 0),
            SyntheticRuns.Benchmark("Sample.Flaky.TooFewSamples", 100, 0),
            SyntheticRuns.Benchmark("Sample.Broken.Throws", 100, 0),
            Launched("Sample.Spread.WideLaunches", [100, 140, 90], 48),
            Launched("Sample.Spread.WideButSlower", [100, 120, 95, 105, 110], 48));
        var current = SyntheticRuns.Run(
            SyntheticRuns.Benchmark("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", 36_410_000, 12 * 1024 * 1024),
            SyntheticRuns.Benchmark("Sample.FastPaths.AsyncChainBenchmark.AwaitPathWithValueTask(Deep: True)", 180, 0),
            SyntheticRuns.Benchmark("Sample.Caching.CacheBenchmark.Hit", 20.1, 72),
            SyntheticRuns.Benchmark("Sample.Completion.CompletedTaskBenchmark.FromResult", 8, 72),
            SyntheticRuns.Benchmark("Sample.Caching.CacheBenchmark.Miss", 1_510, 128),
            SyntheticRuns.Benchmark("Sample.New.Evil|Name<script>alert(1)</script>**bold**", 10, 0),
            new BenchmarkResult("Sample.Flaky.TooFewSamples", new[] { 100.0, 101, 99 }, 0),
            BenchmarkResult.FailedCase("Sample.Broken.Throws"),
            Launched("Sample.Spread.WideLaunches", [110, 112, 111], 48),
            Launched("Sample.Spread.WideButSlower", [150, 151, 149, 152, 150], 48));
        var result = GateEvaluator.Evaluate(baseline, current, GateSettings.Default);

        // As ConfirmingGate leaves it after one re-run confirmed the streamer's slowdown.
        return result with { Benchmarks = [.. result.Benchmarks.Select(b => b.Id.StartsWith("Sample.Streaming.", StringComparison.Ordinal) ? b with { Time = b.Time! with { Reruns = 1 } } : b)] };
    }

    /// <summary>The same result as every reporter receives it.</summary>
    public static GateReport CreateReport() => GateReportBuilder.From(Create());

    // Launches at the given levels, five samples each: their spread widens the benchmark's time threshold.
    private static BenchmarkResult Launched(string id, double[] levels, long bytes) =>
        new(id, [.. levels.SelectMany(level => new[] { 0.998, 1.0, 1.001, 0.999, 1.002 }.Select(f => level * f))], bytes)
        {
            LaunchSizes = [.. levels.Select(_ => 5)],
        };
}
