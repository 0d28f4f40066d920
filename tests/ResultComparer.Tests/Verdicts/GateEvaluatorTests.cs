using PerfGate.Model;
using PerfGate.Options;
using PerfGate.Reporting;
using PerfGate.Reports;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

public sealed class GateEvaluatorTests
{
    private static readonly string[] Ids = ["Sample.A", "Sample.B", "Sample.C", "Sample.D"];

    [Fact]
    public void A_run_in_which_nothing_could_be_judged_fails()
    {
        // One sample a side and no allocation data: every benchmark inconclusive, as in a --job dry run.
        var baseline = SyntheticRuns.Baseline([.. Ids.Select(id => new BenchmarkResult(id, [100.0], null))]);
        var current = SyntheticRuns.Run([.. Ids.Select(id => new BenchmarkResult(id, [101.0], null))]);

        var result = GateEvaluator.Evaluate(baseline, current, GateSettings.Default);

        Assert.False(result.Passed);
        Assert.All(result.Benchmarks, b => Assert.Equal(BenchmarkStatus.Inconclusive, b.Status));
        var problem = Assert.Single(result.Problems);
        Assert.StartsWith("Nothing could be judged: all 4 compared benchmark(s) are inconclusive", problem, StringComparison.Ordinal);
        Assert.Contains("more samples", problem, StringComparison.Ordinal);
        Assert.StartsWith("PerfGate: FAILED: 4 inconclusive", GateReportBuilder.From(result).Summary.Line, StringComparison.Ordinal);
    }

    [Fact]
    public void An_inconclusive_benchmark_among_decisive_ones_passes_with_its_warning()
    {
        var baseline = SyntheticRuns.Baseline([SyntheticRuns.Benchmark(Ids[0], 100, null), .. Ids.Skip(1).Select(id => SyntheticRuns.Benchmark(id, 100, 0))]);
        var current = SyntheticRuns.Run([new BenchmarkResult(Ids[0], [100.0, 101], null), .. Ids.Skip(1).Select(id => SyntheticRuns.Benchmark(id, 100, 0))]);

        var report = GateReportBuilder.From(GateEvaluator.Evaluate(baseline, current, GateSettings.Default));

        Assert.True(report.Passed);
        Assert.Empty(report.Problems);
        Assert.Equal(DiagnosticCodes.Inconclusive, Assert.Single(report.Diagnostics, d => d.BenchmarkId is not null).Code);
    }

    [Fact]
    public void A_benchmark_with_more_samples_than_any_real_run_is_still_compared()
    {
        // 2,000 × 2,001 samples: 4 million pairwise ratios, which the fast shift never materialises.
        var baseline = SyntheticRuns.Baseline([SyntheticRuns.Benchmark(Ids[0], 100, 0), new BenchmarkResult(Ids[1], SyntheticRuns.Samples(100, 2001), 0)]);
        var current = SyntheticRuns.Run([SyntheticRuns.Benchmark(Ids[0], 100, 0), new BenchmarkResult(Ids[1], SyntheticRuns.Samples(100, 2000), 0)]);

        var result = GateEvaluator.Evaluate(baseline, current, GateSettings.Default);

        Assert.Equal(1.0, result.Benchmarks.Single(b => b.Id == Ids[1]).Time!.Ratio, 0.01);
    }

    [Fact]
    public void Allocation_data_is_judged_when_time_is_inconclusive()
    {
        var baseline = SyntheticRuns.Baseline([.. Ids.Select(id => new BenchmarkResult(id, [100.0], 48))]);
        var current = SyntheticRuns.Run([.. Ids.Select(id => new BenchmarkResult(id, [101.0], 48))]);

        var result = GateEvaluator.Evaluate(baseline, current, GateSettings.Default);

        Assert.True(result.Passed);
        Assert.Empty(result.Problems);
    }

    [Fact]
    public void An_override_that_matches_no_benchmark_is_a_warning_naming_it()
    {
        var baseline = SyntheticRuns.Baseline([.. Ids.Select(id => SyntheticRuns.Benchmark(id, 100, 0))]);
        var current = SyntheticRuns.Run([.. Ids.Select(id => SyntheticRuns.Benchmark(id, 100, 0))]);
        var settings = GateSettings.Default with
        {
            Overrides =
            [
                ThresholdOverride.Parse("Sampel.*=time:15%", GateOptions.Override),
                ThresholdOverride.Parse("Sample.?=alloc:5%", GateOptions.Override),
                ThresholdOverride.Parse("Sample.Z=alloc:5%,64B", GateOptions.Override),
            ],
        };

        var result = GateEvaluator.Evaluate(baseline, current, settings);
        var report = GateReportBuilder.From(result);

        Assert.True(result.Passed);
        Assert.Equal(["Sampel.*", "Sample.Z"], result.UnmatchedOverrides.Select(o => o.Pattern));
        var warnings = report.Diagnostics.Where(d => d.Code == DiagnosticCodes.UnmatchedOverride).ToList();
        Assert.All(warnings, w => Assert.Equal(DiagnosticSeverity.Warning, w.Severity));
        Assert.Equal(
            [
                "Override 'Sampel.*=time:15%' matches no benchmark in this run; check the pattern (it matches the full id, * and ? are wildcards).",
                "Override 'Sample.Z=alloc:5%,64B' matches no benchmark in this run; check the pattern (it matches the full id, * and ? are wildcards).",
            ],
            warnings.Select(w => w.Message));
    }
}
