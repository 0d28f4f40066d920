using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.Tests.Thresholds;

public sealed class AllocationThresholdTests
{
    private static readonly GateOption Option = GateOptions.AllocationThreshold;

    public static TheoryData<string, string, double, long> ValidThresholds => Cultures(
        ("1%", 0.01, 0),
        ("64B", 0, 64),
        ("1%,64B", 0.01, 64),
        ("64B,1%", 0.01, 64),
        (" 2.5 % , 1KB ", 0.025, 1024),
        ("1.5KB", 0, 1536),
        ("2MB", 0, 2 * 1024 * 1024),
        ("1GB", 0, 1024 * 1024 * 1024),
        ("64b", 0, 64),
        ("1kb", 0, 1024),
        ("0%", 0, 0),
        ("0B", 0, 0),
        ("10000%", 100, 0));

    public static TheoryData<string, string> InvalidThresholds => CultureScope.InEachCulture(
        "",
        " ",
        "1",
        "64",
        "1,5%",
        "12,5%",
        "1%,2%",
        "64B,128B",
        "1%,",
        ",1%",
        "1%;64B",
        "1% 64B",
        "-1%",
        "-64B",
        "1TB",
        "10001%",
        "NaN%",
        "NaNB",
        "1.5.5B",
        "one%");

    [Theory]
    [MemberData(nameof(ValidThresholds))]
    public void Parses_a_percentage_a_size_or_both_whatever_the_culture(string culture, string text, double expectedRelative, long expectedBytes)
    {
        using var scope = new CultureScope(culture);

        var threshold = AllocationThreshold.Parse(text, Option);

        Assert.Equal(expectedRelative, threshold.Relative, 1e-12);
        Assert.Equal(expectedBytes, threshold.AbsoluteBytes);
    }

    /// <summary>
    /// The comma separates the two parts, so "12,5%" is "12" and "5%", and "12" has no unit: rejected rather
    /// than read as 12.5% under one culture and as something else under another.
    /// </summary>
    [Theory]
    [MemberData(nameof(InvalidThresholds))]
    public void Rejects_malformed_thresholds_and_names_the_option(string culture, string text)
    {
        using var scope = new CultureScope(culture);

        var exception = Assert.Throws<PerfGateInputException>(() => AllocationThreshold.Parse(text, Option));

        Assert.StartsWith("--alloc-threshold:", exception.MessageFor(OptionNaming.Cli), StringComparison.Ordinal);
        Assert.Contains($"'{text}'", exception.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("", "1%", "1%")]
    [InlineData("", "64B", "64B")]
    [InlineData("", "2.5%,1KB", "2.5%,1024B")]
    [InlineData("", "0%", "0%")]
    [InlineData("de-DE", "2.5%,1KB", "2.5%,1024B")]
    [InlineData("de-DE", "0.25%", "0.25%")]
    public void Formats_invariantly_and_round_trips(string culture, string text, string expected)
    {
        using var scope = new CultureScope(culture);

        var threshold = AllocationThreshold.Parse(text, Option);

        Assert.Equal(expected, threshold.ToString());
        Assert.Equal(threshold, AllocationThreshold.Parse(threshold.ToString(), Option));
    }

    [Theory]
    [InlineData(-0.01, 0)]
    [InlineData(double.NaN, 0)]
    [InlineData(double.PositiveInfinity, 0)]
    [InlineData(0.01, -1)]
    public void The_constructor_rejects_negative_or_undefined_parts(double relative, long absoluteBytes)
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new AllocationThreshold(relative, absoluteBytes));
    }

    [Theory]
    [InlineData(0, 0.0)]
    [InlineData(100, 64.0)]
    [InlineData(6_400, 64.0)]
    [InlineData(10_000, 100.0)]
    public void The_tolerance_is_the_larger_part_except_on_a_zero_baseline(long baselineBytes, double expectedTolerance)
    {
        var threshold = new AllocationThreshold(0.01, 64);

        Assert.Equal(expectedTolerance, threshold.ToleranceFor(baselineBytes), 1e-9);
    }

    [Fact]
    public void The_default_is_one_percent_without_an_absolute_part()
    {
        Assert.Equal(0.01, AllocationThreshold.Default.Relative);
        Assert.Equal(0, AllocationThreshold.Default.AbsoluteBytes);
        Assert.Equal(AllocationThreshold.Default, GateSettings.Default.AllocationThreshold);
    }

    private static TheoryData<string, string, double, long> Cultures(params (string Text, double Relative, long Bytes)[] cases)
    {
        var data = new TheoryData<string, string, double, long>();
        foreach (var culture in CultureScope.TestCultures)
        {
            foreach (var (text, relative, bytes) in cases)
            {
                data.Add(culture, text, relative, bytes);
            }
        }

        return data;
    }
}
