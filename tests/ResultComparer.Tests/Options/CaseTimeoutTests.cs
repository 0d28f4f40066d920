using PerfGate.Options;

namespace PerfGate.Tests.Options;

public sealed class CaseTimeoutTests
{
    [Theory]
    [InlineData("120s", 120)]
    [InlineData(" 2m ", 120)]
    [InlineData("45", 45)]
    [InlineData("10s", 10)]
    [InlineData("60m", 3600)]
    public void Takes_seconds_or_minutes(string text, int seconds)
    {
        var timeout = CaseTimeout.Parse(text, GateOptions.CaseTimeout);

        Assert.Equal(TimeSpan.FromSeconds(seconds), timeout.Value);
        Assert.Equal($"{seconds}s", timeout.ToString());
    }

    [Theory]
    [InlineData("9s")]
    [InlineData("61m")]
    [InlineData("1.5m")]
    [InlineData("-30s")]
    [InlineData("2h")]
    [InlineData("")]
    [InlineData("soon")]
    public void Refuses_what_is_not_a_whole_number_of_seconds_or_minutes_in_range(string text)
    {
        var error = Assert.Throws<PerfGateInputException>(() => CaseTimeout.Parse(text, GateOptions.CaseTimeout));

        Assert.Equal(
            $"PerfGateCaseTimeout: '{text}' is not a case timeout. Use whole seconds or minutes from 10s to 60m, such as '120s' or '5m'. It is the least time one benchmark case may run before it is taken as hung.",
            error.MessageFor(OptionNaming.MSBuild));
    }

    [Fact]
    public void The_default_is_two_minutes() => Assert.Equal(TimeSpan.FromMinutes(2), CaseTimeout.Default.Value);
}
