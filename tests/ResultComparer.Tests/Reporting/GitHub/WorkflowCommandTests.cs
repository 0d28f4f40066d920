using PerfGate.Reporting.GitHub;

namespace PerfGate.Tests.Reporting.GitHub;

public sealed class WorkflowCommandTests
{
    [Theory]
    [InlineData("plain", "plain")]
    [InlineData("100%", "100%25")]
    [InlineData("a\r\nb", "a%0D%0Ab")]
    [InlineData("%0A", "%250A")]
    [InlineData("a::b, c", "a::b, c")]
    public void The_message_escapes_percent_CR_and_LF_only(string message, string expected)
    {
        Assert.Equal(expected, WorkflowCommand.EscapeData(message));
    }

    [Theory]
    [InlineData("A.B.Run(N: 1, M: 2)", "A.B.Run(N%3A 1%2C M%3A 2)")]
    [InlineData("100%\n::error::x", "100%25%0A%3A%3Aerror%3A%3Ax")]
    [InlineData("a\rb", "a%0Db")]
    public void A_property_also_escapes_colon_and_comma(string value, string expected)
    {
        Assert.Equal(expected, WorkflowCommand.EscapeProperty(value));
    }

    [Fact]
    public void A_hostile_benchmark_name_cannot_start_a_command_of_its_own()
    {
        const string Hostile = "Evil.Bench.Run(Text: \"x\n::error file=/etc/passwd::pwned,%\")";

        var line = WorkflowCommand.Format("warning", [new("file", "src/A.cs"), new("line", "3"), new("title", Hostile)], Hostile + ": slower");

        Assert.DoesNotContain('\n', line);
        Assert.DoesNotContain('\r', line);
        // The runner ends the properties at the first "::" after the command: the name cannot end them early.
        var separator = line.IndexOf("::", 2, StringComparison.Ordinal);
        Assert.Equal("::warning file=src/A.cs,line=3,title=Evil.Bench.Run(Text%3A \"x%0A%3A%3Aerror file=/etc/passwd%3A%3Apwned%2C%25\")", line[..separator]);
        Assert.Equal("Evil.Bench.Run(Text: \"x%0A::error file=/etc/passwd::pwned,%25\"): slower", line[(separator + 2)..]);
    }
}
