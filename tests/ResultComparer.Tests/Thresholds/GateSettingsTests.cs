using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.Tests.Thresholds;

public sealed class GateSettingsTests
{
    private static readonly GateOption Option = GateOptions.Override;
    private const string StreamFour = "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)";
    private const string StreamOne = "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 1)";
    private const string Hashing = "Sample.Hashing.Sha256";

    [Fact]
    public void The_defaults_are_the_documented_ones()
    {
        var settings = GateSettings.Default;

        Assert.Equal(TimeThreshold.Default, settings.TimeThreshold);
        Assert.Equal(AllocationThreshold.Default, settings.AllocationThreshold);
        Assert.Equal(0.08, settings.SignificanceLevel);
        Assert.Equal(5, settings.MinimumSamples);
        Assert.Empty(settings.Overrides);
    }

    [Fact]
    public void Without_a_matching_override_the_global_thresholds_apply()
    {
        var settings = WithOverrides("*DataStreamer*=time:15%", "*DataStreamer*=alloc:10%");

        Assert.Equal(TimeThreshold.Default, settings.TimeThresholdFor(Hashing));
        Assert.Equal(AllocationThreshold.Default, settings.AllocationThresholdFor(Hashing));
    }

    [Fact]
    public void The_last_matching_override_wins_so_a_specific_rule_can_follow_a_broad_one()
    {
        var settings = WithOverrides(
            "*DataStreamer*=time:15%",
            "*ServerCount: 4)=time:30%",
            "Sample.*=alloc:5%",
            "*DataStreamer*=alloc:1%,1KB");

        Assert.Equal(new TimeThreshold(0.30), settings.TimeThresholdFor(StreamFour));
        Assert.Equal(new TimeThreshold(0.15), settings.TimeThresholdFor(StreamOne));
        Assert.Equal(new AllocationThreshold(0.01, 1024), settings.AllocationThresholdFor(StreamFour));
        Assert.Equal(new AllocationThreshold(0.05, 0), settings.AllocationThresholdFor(Hashing));
    }

    [Fact]
    public void A_broad_rule_after_a_specific_one_overrides_it()
    {
        var settings = WithOverrides("*ServerCount: 4)=time:30%", "*DataStreamer*=time:15%");

        Assert.Equal(new TimeThreshold(0.15), settings.TimeThresholdFor(StreamFour));
    }

    [Fact]
    public void A_time_override_leaves_the_allocation_threshold_alone_and_vice_versa()
    {
        var settings = WithOverrides("*DataStreamer*=alloc:64B", "*DataStreamer*=time:15%");

        Assert.Equal(new TimeThreshold(0.15), settings.TimeThresholdFor(StreamFour));
        Assert.Equal(new AllocationThreshold(0, 64), settings.AllocationThresholdFor(StreamFour));
    }

    private static GateSettings WithOverrides(params string[] overrides) =>
        GateSettings.Default with { Overrides = overrides.Select(o => ThresholdOverride.Parse(o, Option)).ToArray() };
}
