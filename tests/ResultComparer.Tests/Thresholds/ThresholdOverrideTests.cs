using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.Tests.Thresholds;

public sealed class ThresholdOverrideTests
{
    private static readonly GateOption Option = GateOptions.Override;

    [Theory]
    [InlineData("")]
    [InlineData("de-DE")]
    public void Parses_a_time_override(string culture)
    {
        using var scope = new CultureScope(culture);

        var parsed = ThresholdOverride.Parse("*DataStreamer*=time:12.5%", Option);

        Assert.Equal("*DataStreamer*", parsed.Pattern);
        Assert.Equal(new TimeThreshold(0.125), parsed.Time);
        Assert.Null(parsed.Allocation);
    }

    [Theory]
    [InlineData("Sample.Hashing.Sha256=alloc:1%,64B", "Sample.Hashing.Sha256", 0.01, 64)]
    [InlineData("Sample.Hashing.*=allocation:2.5%", "Sample.Hashing.*", 0.025, 0)]
    [InlineData(" Sample.* = ALLOC:1KB", "Sample.*", 0, 1024)]
    public void Parses_an_allocation_override(string text, string pattern, double relative, long bytes)
    {
        var parsed = ThresholdOverride.Parse(text, Option);

        Assert.Equal(pattern, parsed.Pattern);
        Assert.Null(parsed.Time);
        Assert.Equal(new AllocationThreshold(relative, bytes), parsed.Allocation);
    }

    [Fact]
    public void A_pattern_may_contain_the_parameters_of_a_benchmark_id()
    {
        var parsed = ThresholdOverride.Parse("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)=time:15%", Option);

        Assert.Equal("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", parsed.Pattern);
        Assert.True(parsed.Matches("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)"));
        Assert.False(parsed.Matches("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 1)"));
    }

    [Theory]
    [InlineData("*DataStreamer*", "Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4)", true)]
    [InlineData("*DataStreamer*", "Sample.Hashing.Sha256", false)]
    [InlineData("Sample.Hashing.*", "Sample.Hashing.Sha256", true)]
    [InlineData("Sample.Hashing.*", "Other.Sample.Hashing.Sha256", false)]
    [InlineData("Sample.Hashing", "Sample.Hashing.Sha256", false)]
    [InlineData("Sample.Hashing.Sha???", "Sample.Hashing.Sha256", true)]
    [InlineData("Sample.Hashing.Sha??", "Sample.Hashing.Sha256", false)]
    [InlineData("Sample.Hashing.Sha256", "SampleXHashingXSha256", false)]
    [InlineData("*(N: [1-3])", "Sample.Sort(N: 2)", false)]
    [InlineData("*(N: [1-3])", "Sample.Sort(N: [1-3])", true)]
    public void The_pattern_matches_the_whole_id_with_only_star_and_question_mark_as_wildcards(string pattern, string id, bool expected)
    {
        var rule = new ThresholdOverride(pattern, TimeThreshold.Default, null);

        Assert.Equal(expected, rule.Matches(id));
    }

    [Theory]
    [InlineData("", "'' is not a threshold override")]
    [InlineData("*Streamer*", "is not a threshold override")]
    [InlineData("*Streamer*=15%", "is not a threshold override")]
    [InlineData("=time:15%", "is not a threshold override")]
    [InlineData("*Streamer*=speed:15%", "is not a threshold override")]
    [InlineData("*Streamer*=time15%", "is not a threshold override")]
    [InlineData("*Streamer*=time:15", "is not a time threshold")]
    [InlineData("*Streamer*=time:12,5%", "is not a time threshold")]
    [InlineData("*Streamer*=time:", "is not a time threshold")]
    [InlineData("*Streamer*=alloc:12,5%", "is not an allocation threshold")]
    [InlineData("*Streamer*=alloc:64", "is not an allocation threshold")]
    public void Rejects_malformed_overrides_and_names_the_option(string text, string expectedMessage)
    {
        foreach (var culture in new[] { "", "de-DE" })
        {
            using var scope = new CultureScope(culture);

            var exception = Assert.Throws<PerfGateInputException>(() => ThresholdOverride.Parse(text, Option));

            Assert.StartsWith("PerfGateThresholdOverride:", exception.MessageFor(OptionNaming.MSBuild), StringComparison.Ordinal);
            Assert.Contains(expectedMessage, exception.Message, StringComparison.Ordinal);
        }
    }
}
