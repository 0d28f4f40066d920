using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// A multi-targeting benchmark project: which framework's build the gate measures, and that it says so. Only the
/// .NET 10 runtime has to be installed: the fake tool runs nothing, and net8.0 only has to build.
/// </summary>
[Trait("Category", "MSBuildIntegration")]
public sealed class MultiTargetingTests
{
    [Theory]
    [InlineData("net8.0;net10.0")]
    [InlineData("net10.0;net8.0")]
    public void By_default_the_gate_measures_the_framework_the_SDKs_own_runtime_runs(string targetFrameworks)
    {
        using var project = new GateProject(targetFrameworks);
        project.ScriptGate(CompareReports.Passed);

        var build = project.Build("PerfGateUpdateBaseline");

        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.Equal(["baseline-record"], project.Tool.Calls());
        Assert.Equal(Assembly(project, "net10.0"), AssemblyArgument(project, "baseline-record"));
        Assert.Contains($"PerfGate: measuring net10.0 of {targetFrameworks} (the .NET 10.0 SDK's runtime; set PerfGateTargetFramework to choose)", build.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void PerfGateTargetFramework_chooses_another_listed_framework()
    {
        using var project = new GateProject("net8.0;net10.0");
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.Build("PerfGate", "-p:PerfGateTargetFramework=net8.0");

        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.Equal(Assembly(project, "net8.0"), AssemblyArgument(project, "gate"));
        Assert.Contains("PerfGate: measuring net8.0 of net8.0;net10.0 (PerfGateTargetFramework; set PerfGateTargetFramework to choose)", build.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void The_tool_gets_what_the_head_was_built_with_so_the_same_runner_mode_builds_the_base_alike()
    {
        // Issue: the base revision was built with a plain `dotnet build -c Release`, for every framework and without the
        // user's -p: properties. The tool now gets the head build's global properties, PerfGate's own settings aside.
        using var project = new GateProject("net8.0;net10.0");
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.Build("PerfGate", "-p:PerfGateCompareTo=baseline", "-p:DefineConstants=FAST%3BWIDE");

        Assert.True(build.ExitCode == 0, build.ToString());
        var properties = BuildProperties(project.Tool.Arguments("gate")!);
        Assert.Contains("Configuration=Release", properties);
        Assert.Contains("TargetFramework=net10.0", properties);
        Assert.Contains("DefineConstants=FAST;WIDE", properties);
        Assert.DoesNotContain(properties, p => p.StartsWith("PerfGate", StringComparison.Ordinal));
    }

    [Fact]
    public void Without_the_SDKs_framework_in_the_list_the_first_one_is_measured()
    {
        using var project = new GateProject("net9.0;net8.0");
        project.ScriptGate(CompareReports.Passed);

        var build = project.Build("PerfGateUpdateBaseline");

        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.Equal(Assembly(project, "net9.0"), AssemblyArgument(project, "baseline-record"));
        Assert.Contains("PerfGate: measuring net9.0 of net9.0;net8.0 (the first of TargetFrameworks;", build.Output, StringComparison.Ordinal);
    }

    [Fact]
    public void A_PerfGateTargetFramework_that_is_not_listed_fails_before_anything_is_built()
    {
        using var project = new GateProject("net8.0;net10.0");
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.Build("PerfGate", "-p:PerfGateTargetFramework=net9.0");

        Assert.NotEqual(0, build.ExitCode);
        Assert.Contains("error PG0002: PerfGateTargetFramework: 'net9.0' is not one of this project's TargetFrameworks (net8.0;net10.0).", build.Output, StringComparison.Ordinal);
        Assert.Empty(project.Tool.Calls());
        Assert.False(Directory.Exists(Path.Combine(project.Directory, "bin")), "nothing should have been built");
    }

    private static string Assembly(GateProject project, string targetFramework) =>
        Path.Combine(project.Directory, "bin", "Release", targetFramework, "Tiny.dll");

    /// <summary>Every <c>--build-property</c> value, in order.</summary>
    internal static List<string> BuildProperties(string[] arguments) =>
        [.. arguments.Select((a, i) => (a, i)).Where(x => x.a == "--build-property").Select(x => arguments[x.i + 1])];

    private static string AssemblyArgument(GateProject project, string command)
    {
        var arguments = project.Tool.Arguments(command)!;
        return arguments[Array.IndexOf(arguments, "--assembly") + 1];
    }
}
