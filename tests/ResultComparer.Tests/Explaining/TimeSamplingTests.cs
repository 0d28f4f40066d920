using PerfGate.Explaining;

namespace PerfGate.Tests.Explaining;

public sealed class TimeSamplingTests
{
    /// <summary>The sample's streamer, head with an extra loop: the verdict measured 1.3 ms an operation, where
    /// BenchmarkDotNet's pilot, on code not yet tiered up, measured 6–7 ms and chose 34 invocations (45 ms iterations).</summary>
    [Fact]
    public void The_verdicts_time_per_operation_fills_an_iteration_in_place_of_the_pilots_guess()
    {
        var arguments = TimeSampling.Invocations(1_300_000, 250);

        Assert.Equal(["--invocationCount", "192", "--unrollFactor", "16"], arguments);
        Assert.InRange(192 * 1.3, 0.95 * 250, 1.05 * 250);
    }

    [Fact]
    public void A_nanosecond_operation_gets_a_multiple_of_the_unroll_factor()
    {
        var count = long.Parse(TimeSampling.Invocations(10, 250)[1], System.Globalization.CultureInfo.InvariantCulture);

        Assert.Equal(0, count % 16);
        Assert.InRange(count, 24_999_984, 25_000_016);
    }

    [Theory]
    [InlineData(300_000_000.0, "1")]
    [InlineData(19_000_000.0, "13")]
    public void An_operation_longer_than_a_sixteenth_of_an_iteration_runs_one_invocation_at_a_time(double nsPerOperation, string count) =>
        Assert.Equal(["--invocationCount", count, "--unrollFactor", "1"], TimeSampling.Invocations(nsPerOperation, 250));

    [Theory]
    [InlineData(null)]
    [InlineData(0.0)]
    [InlineData(double.NaN)]
    [InlineData(double.PositiveInfinity)]
    public void Without_a_measured_time_the_pilot_chooses(double? nsPerOperation) =>
        Assert.Empty(TimeSampling.Invocations(nsPerOperation, 250));

    /// <summary>perf samples four times as often, so its side measures at most a quarter of the time for the same samples, in
    /// iterations short enough that the bootstrap still has a dozen to draw from; a 300 μs operation fills an iteration of
    /// its pace.</summary>
    [Fact]
    public void A_side_sampled_by_perf_measures_at_most_a_quarter_of_the_time_in_a_dozen_iterations()
    {
        var (perf, eventPipe) = (TimeSampling.Pace(perf: true), TimeSampling.Pace(perf: false));
        var arguments = TimeSampling.Job(perf, perf.Iterations, 300_000).Arguments;

        Assert.True(4 * perf.Iterations * perf.IterationTimeMilliseconds <= eventPipe.Iterations * eventPipe.IterationTimeMilliseconds);
        Assert.InRange(perf.Iterations, 12, 16);
        Assert.Equal(["--iterationCount", "12", "--iterationTime", "100"], [.. arguments.SkipWhile(a => a != "--iterationCount").Take(4)]);
        Assert.Equal(["--invocationCount", "336"], [.. arguments.SkipWhile(a => a != "--invocationCount").Take(2)]);
    }
}
