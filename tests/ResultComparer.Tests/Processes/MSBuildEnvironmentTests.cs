using PerfGate.Processes;

namespace PerfGate.Tests.Processes;

public sealed class MSBuildEnvironmentTests
{
    [Fact]
    public void Removes_the_variables_an_outer_build_hands_down_and_keeps_the_rest()
    {
        var environment = new Dictionary<string, string?>(StringComparer.Ordinal)
        {
            ["MSBuildExtensionsPath"] = "/usr/share/dotnet/sdk/8.0.100/",
            ["MSBuildSDKsPath"] = "/usr/share/dotnet/sdk/8.0.100/Sdks",
            ["MSBUILD_EXE_PATH"] = "/usr/share/dotnet/sdk/8.0.100/MSBuild.dll",
            ["MSBUILDENSURESTDOUTFORTASKPROCESSES"] = "1",
            ["MSBuildLoadMicrosoftTargetsReadOnly"] = "true",
            ["MSBUILDFAILONDRIVEENUMERATINGWILDCARD"] = "1",
            ["_MSBUILDTLENABLED"] = "0",
            ["DOTNET_HOST_PATH"] = "/usr/share/dotnet/dotnet",
            ["DOTNET_ROOT"] = "/usr/share/dotnet",
            ["NUGET_PACKAGES"] = "/cache",
            ["PATH"] = "/usr/bin",
            ["SampleRegression"] = "StreamerTask",
        };

        var removed = MSBuildEnvironment.Scrub(environment);

        Assert.Equal(
            ["DOTNET_HOST_PATH", "DOTNET_ROOT", "NUGET_PACKAGES", "PATH", "SampleRegression"],
            environment.Keys.OrderBy(k => k, StringComparer.Ordinal));
        Assert.Equal(7, removed.Count);
    }
}
