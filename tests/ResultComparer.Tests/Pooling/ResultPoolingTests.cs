using PerfGate.Model;
using PerfGate.Pooling;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Pooling;

public sealed class ResultPoolingTests
{
    private const string Slow = "Ns.Type.Slow";
    private const string Steady = "Ns.Type.Steady";

    [Fact]
    public void A_confirm_rerun_appends_samples_and_launch_sizes_of_the_flagged_benchmarks_only()
    {
        var first = SyntheticRuns.Run(Benchmark(Slow, 130, 48, [10, 10]), Benchmark(Steady, 50, 0, null));
        var rerun = SyntheticRuns.Run(Benchmark(Slow, 100, 72, [5, 15]), Benchmark(Steady, 10, 0, null));

        var pooled = ResultPooling.Pool(first, rerun, [Slow]);

        var slow = pooled.Benchmarks.Single(b => b.Id == Slow);
        Assert.Equal(40, slow.SamplesNs.Count);
        Assert.Equal([10, 10, 5, 15], slow.LaunchSizes!);
        // Allocations are the first run's: a re-run is about time.
        Assert.Equal(48, slow.BytesAllocatedPerOperation);
        Assert.Equal(first.Benchmarks.Single(b => b.Id == Steady), pooled.Benchmarks.Single(b => b.Id == Steady));
    }

    [Fact]
    public void Runs_pool_into_one_every_sample_and_launch_in_run_order()
    {
        var one = SyntheticRuns.Run(Benchmark(Slow, 100, 48, [10, 10]), Benchmark(Steady, 50, 0, [20]));
        var two = SyntheticRuns.Run(Benchmark(Slow, 104, 48, [20]), Benchmark(Steady, 51, 0, [20]));

        var pooled = ResultPooling.PoolRuns([one, two]);

        var slow = pooled.Benchmarks.Single(b => b.Id == Slow);
        Assert.Equal([.. one.Benchmarks[0].SamplesNs, .. two.Benchmarks[0].SamplesNs], slow.SamplesNs);
        Assert.Equal([10, 10, 20], slow.LaunchSizes!);
        Assert.Equal(2, pooled.Job.LaunchCount);
        Assert.Equal([Slow, Steady], pooled.Benchmarks.Select(b => b.Id));
    }

    [Fact]
    public void Pooled_runs_keep_the_larger_allocation_unknown_launches_and_failures()
    {
        var one = SyntheticRuns.Run(Benchmark(Slow, 100, 48, [20]), Benchmark(Steady, 50, 0, [20]));
        var two = SyntheticRuns.Run(Benchmark(Slow, 100, 56, null), BenchmarkResult.FailedCase(Steady));

        var pooled = ResultPooling.PoolRuns([one, two]);

        var slow = pooled.Benchmarks.Single(b => b.Id == Slow);
        Assert.Equal(56, slow.BytesAllocatedPerOperation);
        Assert.Null(slow.LaunchSizes);
        Assert.True(pooled.Benchmarks.Single(b => b.Id == Steady).Failed);
    }

    private static BenchmarkResult Benchmark(string id, double medianNs, long bytes, int[]? launchSizes) =>
        SyntheticRuns.Benchmark(id, medianNs, bytes) with { LaunchSizes = launchSizes };
}
