using PerfGate.Thresholds;
using PerfGate.Verdicts;

namespace PerfGate.Tests.Verdicts;

/// <summary>
/// Allocations judged on each side's launches: regressed only when every head launch exceeds every base launch by
/// more than the threshold, improved mirrored. Byte counts from real runs where they matter.
/// </summary>
public sealed class LaunchAllocationComparerTests
{
    // Autofac's ChildScopeResolveBenchmark.Resolve, unchanged code, B/op by process (measured: 31,877–37,784).
    private static readonly long[] AutofacBase = [31_877, 37_784, 33_012, 35_496, 32_440, 36_120, 34_008, 33_560];
    private static readonly long[] AutofacHead = [37_120, 31_904, 36_000, 34_016, 33_336, 32_208, 37_784, 35_040];

    [Fact]
    public void Unchanged_code_whose_bytes_vary_between_processes_passes_where_one_figure_per_side_would_fail()
    {
        var verdict = LaunchAllocationComparer.Compare(AutofacBase, AutofacHead, AllocationThreshold.Default);

        Assert.Equal(MetricStatus.Unchanged, verdict.Status);
        Assert.Equal(AllocationReference.BaseRevision, verdict.Reference);
        Assert.Equal(new ByteRange(31_877, 37_784, 33_560, 8), verdict.BaselineRange);
        Assert.Equal(new ByteRange(31_904, 37_784, 34_016, 8), verdict.CurrentRange);
        // The same launches judged one figure per side (the medians, 33,560 → 34,016: +1.4 %) fail the 1 % limit.
        Assert.Equal(MetricStatus.Regressed, AllocationComparer.Compare(verdict.BaselineBytes, verdict.CurrentBytes, AllocationThreshold.Default).Status);
    }

    [Fact]
    public void A_real_ten_percent_more_in_every_launch_fails_although_the_bytes_vary_a_little()
    {
        // The sample's DataStreamer under a CPU hog: 82.8–84.0 KB/op by process; the change adds 10 % to each.
        long[] baseBytes = [84_792, 86_016, 84_792, 85_100, 84_792, 84_900];
        var headBytes = baseBytes.Select(b => b * 11 / 10).Reverse().ToArray();

        var verdict = LaunchAllocationComparer.Compare(baseBytes, headBytes, AllocationThreshold.Default);

        Assert.Equal(MetricStatus.Regressed, verdict.Status);
        Assert.Equal(1.1, verdict.Ratio!.Value, 2);
    }

    [Fact]
    public void Fewer_bytes_in_every_launch_is_an_improvement_and_overlapping_ranges_are_not()
    {
        long[] baseBytes = [1_000, 1_008, 1_000];

        Assert.Equal(MetricStatus.Improved, LaunchAllocationComparer.Compare(baseBytes, [900, 904, 960], AllocationThreshold.Default).Status);
        // 995 is within 1 % of the fewest base bytes (1,000): not every head launch is below by more than the limit.
        Assert.Equal(MetricStatus.Unchanged, LaunchAllocationComparer.Compare(baseBytes, [900, 995, 960], AllocationThreshold.Default).Status);
    }

    [Theory]
    [InlineData(1_010, MetricStatus.Unchanged)] // exactly the tolerance of the most base bytes (1 % of 1,000)
    [InlineData(1_011, MetricStatus.Regressed)]
    public void The_limit_applies_to_the_most_base_bytes(long fewestHeadBytes, MetricStatus expected) =>
        Assert.Equal(expected, LaunchAllocationComparer.Compare([990, 1_000], [fewestHeadBytes, 1_200], AllocationThreshold.Default).Status);

    [Fact]
    public void A_zero_allocation_base_tolerates_nothing_and_an_absolute_threshold_is_honoured()
    {
        Assert.Equal(MetricStatus.Regressed, LaunchAllocationComparer.Compare([0, 0, 0], [72, 72, 72], AllocationThreshold.Default).Status);
        // 1%,64B: an increase must exceed both parts; +40 B on 1,000 B does not exceed 64 B.
        var threshold = AllocationThreshold.Parse("1%,64B", PerfGate.Options.GateOptions.AllocationThreshold);
        Assert.Equal(MetricStatus.Unchanged, LaunchAllocationComparer.Compare([1_000], [1_040, 1_050], threshold).Status);
        Assert.Equal(MetricStatus.Regressed, LaunchAllocationComparer.Compare([1_000], [1_070, 1_080], threshold).Status);
    }

    [Fact]
    public void No_bytes_on_a_side_is_inconclusive_and_says_which()
    {
        var verdict = LaunchAllocationComparer.Compare([], [100, 100], AllocationThreshold.Default);

        Assert.Equal(MetricStatus.Inconclusive, verdict.Status);
        Assert.Contains("the base revision has no allocation data", verdict.Reason, StringComparison.Ordinal);
        Assert.Equal(AllocationReference.BaseRevision, verdict.Reference);
    }
}
