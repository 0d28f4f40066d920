using PerfGate.Options;
using PerfGate.Thresholds;

namespace PerfGate.Tests.Thresholds;

public sealed class TimeThresholdTests
{
    private static readonly GateOption Option = GateOptions.TimeThreshold;

    public static TheoryData<string, string, double> ValidThresholds => Cultures(
        ("5%", 0.05),
        ("12.5%", 0.125),
        (" 7 % ", 0.07),
        ("0.5%", 0.005),
        ("100%", 1.0),
        ("10000%", 100.0),
        ("1e1%", 0.10));

    public static TheoryData<string, string> InvalidThresholds => CultureScope.InEachCulture(
        "",
        " ",
        "%",
        "5",
        "0.05",
        "5 percent",
        "12,5%",
        "1,000%",
        "0%",
        "-5%",
        "10001%",
        "NaN%",
        "Infinity%",
        "5%%",
        "five%");

    [Theory]
    [MemberData(nameof(ValidThresholds))]
    public void Parses_percentages_with_a_dot_whatever_the_culture(string culture, string text, double expectedFraction)
    {
        using var scope = new CultureScope(culture);

        var threshold = TimeThreshold.Parse(text, Option);

        Assert.Equal(expectedFraction, threshold.Fraction, 1e-12);
    }

    /// <summary>
    /// A decimal comma is rejected even under a comma-decimal culture: the same setting must mean the same on
    /// every build agent, and a comma already separates the parts of an allocation threshold.
    /// </summary>
    [Theory]
    [MemberData(nameof(InvalidThresholds))]
    public void Rejects_anything_but_a_positive_percentage_and_names_the_option(string culture, string text)
    {
        using var scope = new CultureScope(culture);

        var exception = Assert.Throws<PerfGateInputException>(() => TimeThreshold.Parse(text, Option));

        Assert.StartsWith("--time-threshold:", exception.MessageFor(OptionNaming.Cli), StringComparison.Ordinal);
        Assert.Contains($"'{text}'", exception.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("")]
    [InlineData("de-DE")]
    public void Formats_with_a_dot_and_round_trips(string culture)
    {
        using var scope = new CultureScope(culture);

        var threshold = TimeThreshold.Parse("12.5%", Option);

        Assert.Equal("12.5%", threshold.ToString());
        Assert.Equal(threshold, TimeThreshold.Parse(threshold.ToString(), Option));
        Assert.Equal("5%", TimeThreshold.Default.ToString());
    }

    [Theory]
    [InlineData(0.0)]
    [InlineData(-0.05)]
    [InlineData(100.5)]
    [InlineData(double.NaN)]
    [InlineData(double.PositiveInfinity)]
    public void The_constructor_rejects_fractions_outside_its_range(double fraction)
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new TimeThreshold(fraction));
    }

    [Fact]
    public void The_default_is_five_percent()
    {
        Assert.Equal(0.05, TimeThreshold.Default.Fraction);
        Assert.Equal(5.0, TimeThreshold.Default.Percent, 1e-12);
        Assert.Equal(TimeThreshold.Default, GateSettings.Default.TimeThreshold);
    }

    private static TheoryData<string, string, double> Cultures(params (string Text, double Fraction)[] cases)
    {
        var data = new TheoryData<string, string, double>();
        foreach (var culture in CultureScope.TestCultures)
        {
            foreach (var (text, fraction) in cases)
            {
                data.Add(culture, text, fraction);
            }
        }

        return data;
    }
}
