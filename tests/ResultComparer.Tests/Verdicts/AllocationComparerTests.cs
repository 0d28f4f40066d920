using PerfGate.Options;
using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

public sealed class AllocationComparerTests
{
    private const long ValueTaskToTaskBytes = 24;

    [Fact]
    public void Identical_allocations_never_raise_an_alarm()
    {
        var random = new Random(20_240_601);
        var sizes = Enumerable.Range(0, 10_000)
            .Select(_ => (long)Math.Round(Math.Exp(random.NextDouble() * Math.Log(1L << 40))) - 1)
            .Concat(new[] { 0L, 1L, 24L, 2_399L, 2_400L, 1L << 40 });

        foreach (var bytes in sizes)
        {
            var verdict = AllocationComparer.Compare(bytes, bytes, AllocationThreshold.Default);
            Assert.True(verdict.Status == MetricStatus.Unchanged, $"{bytes} B/op against itself: {verdict.Status}");
        }
    }

    /// <summary>
    /// At the default 1% the tolerance is 1% of the baseline, so +24 B/op (one small object more) is caught
    /// while 24 B exceeds 1% of the baseline: every baseline below 2,400 B/op. At 2,400 B/op it is exactly
    /// the tolerance and passes; larger baselines need a larger increase.
    /// </summary>
    [Fact]
    public void Twenty_four_more_bytes_are_caught_on_every_baseline_below_2400_bytes()
    {
        for (long baseline = 0; baseline < 2_400; baseline++)
        {
            var verdict = AllocationComparer.Compare(baseline, baseline + ValueTaskToTaskBytes, AllocationThreshold.Default);
            Assert.True(verdict.Status == MetricStatus.Regressed, $"{baseline} → {baseline + ValueTaskToTaskBytes} B/op: {verdict.Status}");
        }

        Assert.Equal(MetricStatus.Unchanged, AllocationComparer.Compare(2_400, 2_424, AllocationThreshold.Default).Status);
        Assert.Equal(MetricStatus.Regressed, AllocationComparer.Compare(2_400, 2_425, AllocationThreshold.Default).Status);
    }

    [Theory]
    [InlineData(0.01)]
    [InlineData(1.0)]
    [InlineData(100.0)]
    public void Any_allocation_on_a_zero_allocation_path_is_a_regression(double relative)
    {
        var verdict = AllocationComparer.Compare(0, 1, new AllocationThreshold(relative, 0));

        Assert.Equal(MetricStatus.Regressed, verdict.Status);
        Assert.Null(verdict.Ratio);
    }

    [Fact]
    public void A_zero_baseline_ignores_the_absolute_part_too()
    {
        Assert.Equal(MetricStatus.Regressed, AllocationComparer.Compare(0, 1, AllocationThreshold.Parse("1%,64B", GateOptions.AllocationThreshold)).Status);
    }

    [Theory]
    [InlineData(1_000, 989, MetricStatus.Improved)]
    [InlineData(1_000, 990, MetricStatus.Unchanged)]
    [InlineData(1_000, 1_010, MetricStatus.Unchanged)]
    [InlineData(1_000, 1_011, MetricStatus.Regressed)]
    [InlineData(72, 0, MetricStatus.Improved)]
    [InlineData(4_000_000, 12_000_000, MetricStatus.Regressed)]
    [InlineData(12_000_000, 4_000_000, MetricStatus.Improved)]
    public void Changes_beyond_the_default_one_percent_count_both_ways(long baseline, long current, MetricStatus expected)
    {
        Assert.Equal(expected, AllocationComparer.Compare(baseline, current, AllocationThreshold.Default).Status);
    }

    [Theory]
    [InlineData(100, 164, MetricStatus.Unchanged)]
    [InlineData(100, 165, MetricStatus.Regressed)]
    [InlineData(100, 36, MetricStatus.Unchanged)]
    [InlineData(100, 35, MetricStatus.Improved)]
    [InlineData(100_000, 101_000, MetricStatus.Unchanged)]
    [InlineData(100_000, 101_001, MetricStatus.Regressed)]
    public void The_absolute_part_widens_the_tolerance_where_it_exceeds_the_relative_part(long baseline, long current, MetricStatus expected)
    {
        var threshold = AllocationThreshold.Parse("1%,64B", GateOptions.AllocationThreshold);

        Assert.Equal(expected, AllocationComparer.Compare(baseline, current, threshold).Status);
    }

    [Theory]
    [InlineData(10_000, 10_064, MetricStatus.Unchanged)]
    [InlineData(10_000, 10_065, MetricStatus.Regressed)]
    public void An_absolute_part_alone_is_honoured(long baseline, long current, MetricStatus expected)
    {
        var threshold = AllocationThreshold.Parse("64B", GateOptions.AllocationThreshold);

        Assert.Equal(expected, AllocationComparer.Compare(baseline, current, threshold).Status);
    }

    [Theory]
    [InlineData(null, 100L, "the baseline")]
    [InlineData(100L, null, "this run")]
    [InlineData(null, null, "the baseline")]
    public void Missing_allocation_data_is_inconclusive_and_says_which_side(long? baseline, long? current, string side)
    {
        var verdict = AllocationComparer.Compare(baseline, current, AllocationThreshold.Default);

        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.StartsWith(side, verdict.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void The_verdict_reports_the_ratio()
    {
        var verdict = AllocationComparer.Compare(4_000_000, 12_000_000, AllocationThreshold.Default);

        Assert.Equal(3.0, verdict.Ratio);
        Assert.Equal(AllocationThreshold.Default, verdict.Threshold);
    }

    [Theory]
    [InlineData(-2L, long.MaxValue, MetricStatus.Regressed)]
    [InlineData(long.MaxValue, long.MinValue, MetricStatus.Improved)]
    public void Byte_counts_far_apart_do_not_wrap_around(long baseline, long current, MetricStatus expected)
    {
        // Only a corrupt report gets here, but a long difference would wrap: a huge growth read as a saving.
        var verdict = AllocationComparer.Compare(baseline, current, AllocationThreshold.Default);

        Assert.Equal(expected, verdict.Status);
    }
}
