using PerfGate.Running;

namespace PerfGate.Tests.Running;

/// <summary>The lines are BenchmarkDotNet 0.14.0's own, copied from a real run of tests/Fixtures/TinyBenchmarks.</summary>
public sealed class BenchmarkProgressTrackerTests
{
    [Fact]
    public void Announces_the_total_then_numbers_each_case_without_its_job_settings()
    {
        var tracker = new BenchmarkProgressTracker();

        Assert.Null(tracker.Read("// ***** BenchmarkRunner: Start   *****"));
        Assert.Equal("PerfGate: found 7 benchmark(s); building them with BenchmarkDotNet", tracker.Read("// ***** Found 7 benchmark(s) in total *****"));
        Assert.Null(tracker.Read("//   AsyncPaths.TaskFastPath: Dry(IterationCount=1, LaunchCount=1, RunStrategy=ColdStart, UnrollFactor=1, WarmupCount=1) [Depth=1]"));
        Assert.Equal(
            "PerfGate: [1/7] AsyncPaths.ValueTaskFastPath [Depth=1]",
            tracker.Read("// Benchmark: AsyncPaths.ValueTaskFastPath: Dry(IterationCount=1, LaunchCount=1, RunStrategy=ColdStart, UnrollFactor=1, WarmupCount=1) [Depth=1]"));
        Assert.Equal(
            "PerfGate: [2/7] Hashing.Sha256IntoSpan",
            tracker.Read("// Benchmark: Hashing.Sha256IntoSpan: Job-REKEAC(IterationCount=5, IterationTime=100ms, LaunchCount=3, WarmupCount=2)"));
        Assert.Equal(2, tracker.Started);
        Assert.Equal(7, tracker.Total);
    }

    [Fact]
    public void An_in_process_run_says_it_builds_nothing()
    {
        var tracker = new BenchmarkProgressTracker(inProcess: true);

        Assert.Equal("PerfGate: found 2 benchmark(s); running them in this process (nothing to build)", tracker.Read("// ***** Found 2 benchmark(s) in total *****"));
    }

    [Fact]
    public void One_launch_of_many_counts_the_gates_launches_not_its_own_cases()
    {
        var tracker = new BenchmarkProgressTracker(inProcess: true, new LaunchProgress(7, 32, "base", "Sample.DataStreamerBenchmark.Stream"));

        // Its own total, cases and finish say nothing a person needs: the runner announced the launch once, as it started.
        Assert.Null(tracker.Read("// ***** Found 2 benchmark(s) in total *****"));
        Assert.Null(tracker.Read("// Benchmark: DataStreamerBenchmark.Stream: Job-REKEAC(IterationCount=5, IterationTime=100ms, LaunchCount=1, WarmupCount=2) [ServerCount=4]"));
        Assert.Null(tracker.Read("Global total time: 00:00:03 (3.21 sec), executed benchmarks: 2"));
        Assert.Equal(2, tracker.Total);
        Assert.Equal(1, tracker.Started);
    }

    [Fact]
    public void Numbers_cases_without_a_total_when_none_was_announced()
    {
        var tracker = new BenchmarkProgressTracker();

        Assert.Equal("PerfGate: [1] Throwing.AlwaysThrows", tracker.Read("// Benchmark: Throwing.AlwaysThrows: DefaultJob"));
    }

    [Fact]
    public void Reads_the_global_total_time()
    {
        var tracker = new BenchmarkProgressTracker();

        Assert.Equal("PerfGate: benchmarks finished in 15.6 s", tracker.Read("Global total time: 00:00:15 (15.55 sec), executed benchmarks: 7"));
        Assert.Equal(TimeSpan.FromSeconds(15.55), tracker.GlobalTotalTime);
    }

    [Fact]
    public void Notices_an_empty_filter_result()
    {
        var tracker = new BenchmarkProgressTracker();

        Assert.Null(tracker.Read("The filter '*' that you have provided returned 0 benchmarks."));
        Assert.True(tracker.NoBenchmarkMatched);
    }

    [Fact]
    public void Counts_the_MinIterationTime_warnings_without_showing_them()
    {
        // BenchmarkDotNet 0.15.8's summary, from a ci-job run of sample-repo.
        var tracker = new BenchmarkProgressTracker();

        Assert.Null(tracker.Read("MinIterationTime"));
        Assert.Null(tracker.Read("  CallChainBenchmark.TaskFastPath: EvaluateOverhead=False, IterationCount=5, IterationTime=100ms, LaunchCount=3, WarmupCount=2      -> The minimum observed iteration time is 77.068ms which is very small. It's recommended to increase it to at least 100ms using more operations."));
        Assert.Null(tracker.Read("  CallChainBenchmark.ValueTaskFastPath: EvaluateOverhead=False, IterationCount=5, IterationTime=100ms, LaunchCount=3, WarmupCount=2 -> The minimum observed iteration time is 73.25ms which is very small. It's recommended to increase it to at least 100ms using more operations."));
        Assert.Equal(2, tracker.MinIterationTimeWarnings);
    }

    [Fact]
    public void Notices_a_failed_build_of_the_generated_project()
    {
        var tracker = new BenchmarkProgressTracker();

        Assert.NotNull(tracker.Read("// BenchmarkDotNet has failed to build the auto-generated boilerplate code."));
        Assert.True(tracker.HarnessBuildFailed);
    }

    [Theory]
    [InlineData("DataStreamerBenchmark.Stream: DefaultJob [ServerCount=4]", "DataStreamerBenchmark.Stream [ServerCount=4]")]
    [InlineData("CallChainBenchmark.TaskFastPath: ShortRun(IterationCount=3, LaunchCount=1, WarmupCount=3) [Deep=False]", "CallChainBenchmark.TaskFastPath [Deep=False]")]
    [InlineData("Generic<Int32>.Method: DefaultJob", "Generic<Int32>.Method")]
    [InlineData("NoJobPart", "NoJobPart")]
    public void Display_name_keeps_the_method_and_its_parameters(string benchmark, string expected)
    {
        Assert.Equal(expected, BenchmarkProgressTracker.DisplayName(benchmark));
    }
}
