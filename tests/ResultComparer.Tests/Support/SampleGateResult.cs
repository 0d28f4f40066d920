using PerfGate.Model;
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
            SyntheticRuns.Benchmark("Sample.Broken.Throws", 100, 0));
        var current = SyntheticRuns.Run(
            SyntheticRuns.Benchmark("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", 36_410_000, 12 * 1024 * 1024),
            SyntheticRuns.Benchmark("Sample.FastPaths.AsyncChainBenchmark.AwaitPathWithValueTask(Deep: True)", 180, 0),
            SyntheticRuns.Benchmark("Sample.Caching.CacheBenchmark.Hit", 20.1, 72),
            SyntheticRuns.Benchmark("Sample.Completion.CompletedTaskBenchmark.FromResult", 8, 72),
            SyntheticRuns.Benchmark("Sample.Caching.CacheBenchmark.Miss", 1_510, 128),
            SyntheticRuns.Benchmark("Sample.New.Evil|Name<script>alert(1)</script>**bold**", 10, 0),
            new BenchmarkResult("Sample.Flaky.TooFewSamples", new[] { 100.0, 101, 99 }, 0, new SummaryFigures(100, 100, 1)),
            BenchmarkResult.FailedCase("Sample.Broken.Throws"));
        return GateEvaluator.Evaluate(baseline, current, GateSettings.Default);
    }
}
