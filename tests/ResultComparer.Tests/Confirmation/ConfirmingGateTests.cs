using PerfGate.Confirmation;
using PerfGate.Ingest;
using PerfGate.Model;
using PerfGate.Tests.Support;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Confirmation;

public sealed class ConfirmingGateTests
{
    private const string Slow = "Ns.Type.Slow";
    private const string Steady = "Ns.Type.Steady";

    [Fact]
    public async Task A_flagged_slowdown_that_the_rerun_does_not_repeat_is_cleared_on_the_pooled_samples()
    {
        // The first run's Slow looks 30 % slower; the re-run measures it at its old speed, twice as many samples.
        var rerunner = new ScriptedRerunner(Run(Benchmark(Slow, 100, count: 40)));

        var result = await Evaluate(Run(Benchmark(Slow, 130), Benchmark(Steady, 50)), rerunner, reruns: 1);

        Assert.Equal([[Slow]], rerunner.Requests);
        var slow = result.Benchmarks.Single(b => b.Id == Slow);
        Assert.Equal(MetricStatus.Unchanged, slow.Time!.Status);
        Assert.Equal(1, slow.Time.Reruns);
        Assert.Equal(60, slow.Time.CurrentSampleCount);
        Assert.Equal(0, result.Benchmarks.Single(b => b.Id == Steady).Time!.Reruns);
        Assert.True(result.Passed);
    }

    [Fact]
    public async Task A_slowdown_the_rerun_repeats_stays_a_regression_and_says_it_was_confirmed()
    {
        var rerunner = new ScriptedRerunner(Run(Benchmark(Slow, 131)));

        var result = await Evaluate(Run(Benchmark(Slow, 130), Benchmark(Steady, 50)), rerunner, reruns: 1);

        var slow = result.Benchmarks.Single(b => b.Id == Slow);
        Assert.Equal(MetricStatus.Regressed, slow.Time!.Status);
        Assert.Equal(1, slow.Time.Reruns);
        Assert.Contains("confirmed by 1 re-run", PerfGate.Reporting.VerdictText.Time(PerfGate.Reporting.GateReportBuilder.Time(slow.Time)), StringComparison.Ordinal);
        Assert.False(result.Passed);
    }

    [Fact]
    public async Task A_time_regression_of_a_benchmark_that_fails_on_allocation_is_not_rerun()
    {
        var rerunner = new ScriptedRerunner(Run(Benchmark(Slow, 100, count: 40)));

        var result = await Evaluate(Run(Benchmark(Slow, 130) with { BytesAllocatedPerOperation = 96 }, Benchmark(Steady, 50)), rerunner, reruns: 1);

        Assert.Empty(rerunner.Requests);
        var slow = result.Benchmarks.Single(b => b.Id == Slow);
        Assert.Equal(MetricStatus.Regressed, slow.Allocation!.Status);
        Assert.Equal(MetricStatus.Regressed, slow.Time!.Status);
        Assert.Equal(0, slow.Time.Reruns);
        Assert.False(result.Passed);
    }

    [Fact]
    public async Task Nothing_is_rerun_without_a_time_regression_or_with_reruns_off()
    {
        var rerunner = new ScriptedRerunner();

        var unchanged = await Evaluate(Run(Benchmark(Slow, 100), Benchmark(Steady, 50)), rerunner, reruns: 1);
        var off = await Evaluate(Run(Benchmark(Slow, 130), Benchmark(Steady, 50)), rerunner, reruns: 0);
        // An allocation regression is exact: a re-run could not change it.
        var allocation = await Evaluate(Run(Benchmark(Slow, 100) with { BytesAllocatedPerOperation = 96 }, Benchmark(Steady, 50)), rerunner, reruns: 1);

        Assert.Empty(rerunner.Requests);
        Assert.True(unchanged.Passed);
        Assert.Equal(MetricStatus.Regressed, off.Benchmarks.Single(b => b.Id == Slow).Time!.Status);
        Assert.Equal(MetricStatus.Regressed, allocation.Benchmarks.Single(b => b.Id == Slow).Allocation!.Status);
    }

    [Fact]
    public async Task A_failed_rerun_leaves_the_first_verdict_standing()
    {
        var rerunner = new ScriptedRerunner((BenchmarkRun?)null);

        var result = await Evaluate(Run(Benchmark(Slow, 130), Benchmark(Steady, 50)), rerunner, reruns: 2);

        Assert.Single(rerunner.Requests);
        var slow = result.Benchmarks.Single(b => b.Id == Slow);
        Assert.Equal(MetricStatus.Regressed, slow.Time!.Status);
        Assert.Equal(0, slow.Time.Reruns);
    }

    [Fact]
    public async Task Each_rerun_is_pooled_until_the_budget_is_spent()
    {
        var rerunner = new ScriptedRerunner(Run(Benchmark(Slow, 129)), Run(Benchmark(Slow, 131)));

        var result = await Evaluate(Run(Benchmark(Slow, 130), Benchmark(Steady, 50)), rerunner, reruns: 2);

        Assert.Equal(2, rerunner.Requests.Count);
        var slow = result.Benchmarks.Single(b => b.Id == Slow).Time!;
        Assert.Equal(2, slow.Reruns);
        Assert.Equal(60, slow.CurrentSampleCount);
        Assert.Contains("confirmed by 2 re-runs", PerfGate.Reporting.VerdictText.Time(PerfGate.Reporting.GateReportBuilder.Time(slow)), StringComparison.Ordinal);
    }

    [Fact]
    public void The_rerun_filter_is_the_method_name_without_parameters()
    {
        Assert.Equal("Ns.Type.Method", BenchmarkRerunner.MethodFilter("Ns.Type.Method(Deep: True, Size: 4)"));
        Assert.Equal("Ns.Type.Method", BenchmarkRerunner.MethodFilter("Ns.Type.Method"));
    }

    [Theory]
    [InlineData("0.14.0")]
    [InlineData("0.15.8")]
    [InlineData("0.16.0-nightly.20260101.1")]
    public void Versions_whose_filter_matches_cases_re_run_only_the_flagged_cases(string version)
    {
        var filters = BenchmarkRerunner.Filters(["Ns.Type.Method(N: 2)", "Ns.Type.Method(N: 2)", "Ns.Type.Plain"], version);

        Assert.Equal(["Ns.Type.Method(N: 2)", "Ns.Type.Plain"], filters);
    }

    [Theory]
    [InlineData("0.13.2")]
    [InlineData("0.13.12")]
    [InlineData("unknown")]
    public void Older_or_unknown_versions_re_run_every_case_of_the_flagged_methods(string version)
    {
        var filters = BenchmarkRerunner.Filters(["Ns.Type.Method(N: 2)", "Ns.Type.Method(N: 4)", "Ns.Type.Plain"], version);

        Assert.Equal(["Ns.Type.Method", "Ns.Type.Plain"], filters);
    }

    [Theory]
    [InlineData("0.13.2", false)]
    [InlineData("0.14.0", true)]
    [InlineData("0.15.8", true)]
    public void The_version_comes_as_the_results_write_it(string version, bool selectsCases)
    {
        var written = ResultsLoader.Load(TestData.BdnVersion(version, "compressed")).Host.BenchmarkDotNetVersion;

        Assert.Equal(selectsCases, BenchmarkRerunner.FiltersSelectCases(written));
    }

    private static Task<GateResult> Evaluate(BenchmarkRun current, ScriptedRerunner rerunner, int reruns) =>
        ConfirmingGate.EvaluateAsync(
            SyntheticRuns.Baseline(Benchmark(Slow, 100), Benchmark(Steady, 50)), current, GateSettings.Default with { ConfirmReruns = reruns }, rerunner, TextWriter.Null);

    private static BenchmarkResult Benchmark(string id, double medianNs, int count = 20) =>
        SyntheticRuns.Benchmark(id, medianNs, 48) with { SamplesNs = SyntheticRuns.Samples(medianNs, count) };

    private static BenchmarkRun Run(params BenchmarkResult[] benchmarks) => SyntheticRuns.Run(benchmarks);

    /// <summary>Hands out prepared re-run results in order and remembers what it was asked to re-run.</summary>
    private sealed class ScriptedRerunner(params BenchmarkRun?[] runs) : IBenchmarkRerunner
    {
        private int _next;

        public List<IReadOnlyList<string>> Requests { get; } = [];

        public Task<BenchmarkRun?> RerunAsync(IReadOnlyList<string> benchmarkIds, int attempt, CancellationToken cancellationToken)
        {
            Requests.Add(benchmarkIds);
            return Task.FromResult(_next < runs.Length ? runs[_next++] : null);
        }
    }
}
