using PerfGate.Options;

namespace PerfGate.Tests.Options;

/// <summary>The head build's properties, as the MSBuild task writes them and the base's <c>dotnet build</c> reads them back.</summary>
public sealed class BuildPropertyTests
{
    [Theory]
    [InlineData("Configuration=Release", "Configuration", "Release", "-p:Configuration=Release")]
    [InlineData("_PerfGateBenchmarkHost=true", "_PerfGateBenchmarkHost", "true", "-p:_PerfGateBenchmarkHost=true")]
    [InlineData("DefineConstants=FAST;WIDE", "DefineConstants", "FAST;WIDE", "-p:DefineConstants=FAST%3BWIDE")]
    [InlineData("NoWarn=CS1591,NU1603", "NoWarn", "CS1591,NU1603", "-p:NoWarn=CS1591%2CNU1603")]
    [InlineData("Label=100%=\"done\"", "Label", "100%=\"done\"", "-p:Label=100%25=%22done%22")]
    [InlineData("Empty=", "Empty", "", "-p:Empty=")]
    public void A_property_keeps_its_value_through_the_command_line_of_the_base_build(string text, string name, string value, string commandLine)
    {
        var property = BuildProperty.Parse(text, GateOptions.BuildProperty);

        Assert.Equal(new BuildProperty(name, value), property);
        Assert.Equal(text, property.ToString());
        Assert.Equal(commandLine, property.ToSwitch());
    }
}
