using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// Benchmarks hosted in a real test project (Microsoft.NET.Test.Sdk, which generates an empty Main): the gate's
/// Release build gets PerfGate's BenchmarkSwitcher Main, every other build keeps the test SDK's. What runs is
/// checked with BenchmarkDotNet's own <c>--list flat</c>, which lists the benchmarks without running them.
/// </summary>
[Trait("Category", "MSBuildIntegration")]
public sealed class TestProjectHostTests
{
    private const string TestProjectReferences = """
        <ItemGroup>
          <PackageReference Include="Microsoft.NET.Test.Sdk" Version="18.0.1" />
          <PackageReference Include="BenchmarkDotNet" Version="0.15.8" />
        </ItemGroup>
        <PropertyGroup>
          <NoWarn>$(NoWarn);NU1603</NoWarn>
        </PropertyGroup>
        """;

    private const string Benchmarks = """
        using BenchmarkDotNet.Attributes;

        [BenchmarkCategory("PerfGate")]
        public class HostedBenchmarks
        {
            [Benchmark]
            public int Sum() => 1 + 2;
        }
        """;

    private static readonly TimeSpan Timeout = TimeSpan.FromMinutes(5);

    [Fact]
    public void A_test_projects_gate_build_runs_BenchmarkSwitcher_and_its_other_builds_keep_the_test_SDKs_Main()
    {
        using var project = TestProject();

        var gate = project.Build("PerfGate");

        Assert.True(gate.ExitCode == 0, gate.ToString());
        Assert.Contains("PerfGate: Tiny is a test project; its benchmark build runs them through PerfGate's BenchmarkSwitcher Main instead of the test SDK's empty one", gate.Output, StringComparison.Ordinal);
        Assert.Contains("HostedBenchmarks.Sum", ListBenchmarks(project, "Release"), StringComparison.Ordinal);

        var build = DotnetCli.Run(project.Directory, null, Timeout, "build", project.ProjectPath, "-nr:false", "-tl:off");

        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.DoesNotContain("HostedBenchmarks.Sum", ListBenchmarks(project, "Debug"), StringComparison.Ordinal);
    }

    [Fact]
    public void The_same_runner_mode_is_told_to_build_the_base_with_PerfGates_Main_too()
    {
        using var project = TestProject();

        var gate = project.Build("PerfGate");

        Assert.True(gate.ExitCode == 0, gate.ToString());
        var properties = MultiTargetingTests.BuildProperties(project.Tool.Arguments("gate")!);
        Assert.Contains("Configuration=Release", properties);
        Assert.Contains("GenerateProgramFile=false", properties);
        Assert.Contains("_PerfGateBenchmarkHost=true", properties);
    }

    [Fact]
    public void A_test_project_with_a_Main_of_its_own_is_built_as_it_is()
    {
        using var project = TestProject("<PropertyGroup><GenerateProgramFile>false</GenerateProgramFile></PropertyGroup>");
        File.WriteAllText(Path.Combine(project.Directory, "Program.cs"), "public static class Program { public static void Main() => System.Console.WriteLine(\"own Main\"); }\n");

        var gate = project.Build("PerfGate");

        Assert.True(gate.ExitCode == 0, gate.ToString());
        Assert.DoesNotContain("is a test project", gate.Output, StringComparison.Ordinal);
        Assert.Contains("own Main", ListBenchmarks(project, "Release"), StringComparison.Ordinal);
    }

    private static GateProject TestProject(string moreItems = "")
    {
        var project = new GateProject(projectItems: TestProjectReferences + moreItems);
        File.Delete(Path.Combine(project.Directory, "Program.cs"));
        File.WriteAllText(Path.Combine(project.Directory, "HostedBenchmarks.cs"), Benchmarks);
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");
        return project;
    }

    private static string ListBenchmarks(GateProject project, string configuration)
    {
        var app = Path.Combine(project.Directory, "bin", configuration, "net10.0", "Tiny.dll");
        var run = DotnetCli.Run(project.Directory, null, Timeout, app, "--list", "flat");
        Assert.True(run.ExitCode == 0, run.ToString());
        return run.Output;
    }
}
