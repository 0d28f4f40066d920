using PerfGate.Processes;

namespace PerfGate.Tests.Processes;

public sealed class DotnetHostTests
{
    [Fact]
    public void Prefers_the_muxer_running_the_tool()
    {
        Assert.Equal("/opt/dotnet/dotnet", DotnetHost.Resolve("/opt/dotnet/dotnet", "/usr/bin/dotnet"));
    }

    [Fact]
    public void Falls_back_to_the_SDK_host_path_when_started_through_an_apphost()
    {
        var existing = typeof(DotnetHostTests).Assembly.Location;

        Assert.Equal(existing, DotnetHost.Resolve("/tools/perfgate", existing));
    }

    [Fact]
    public void Falls_back_to_dotnet_on_the_PATH()
    {
        var expected = OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet";

        Assert.Equal(expected, DotnetHost.Resolve("/tools/perfgate", null));
        Assert.Equal(expected, DotnetHost.Resolve(null, "/does/not/exist/dotnet"));
    }
}
