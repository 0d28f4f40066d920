using PerfGate.Options;

namespace PerfGate.Tests.Options;

public sealed class SelectModeTests
{
    [Theory]
    [InlineData(null, "changed")]
    [InlineData("", "changed")]
    [InlineData(" Changed ", "changed")]
    [InlineData("ALL", "all")]
    public void Parses_the_two_modes_in_any_case(string? text, string expected) =>
        Assert.Equal(expected, SelectMode.Parse(text).Name);

    [Fact]
    public void An_unknown_mode_is_bad_input_naming_the_option_and_the_values()
    {
        var refused = Assert.Throws<PerfGateInputException>(() => SelectMode.Parse("some"));

        Assert.StartsWith("--select: ", refused.MessageFor(OptionNaming.Cli), StringComparison.Ordinal);
        Assert.Contains("'some'", refused.Message, StringComparison.Ordinal);
        Assert.Contains("changed", refused.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Only_changed_selects() =>
        Assert.Equal((true, false), (SelectMode.Changed.SelectsChanged, SelectMode.All.SelectsChanged));
}
