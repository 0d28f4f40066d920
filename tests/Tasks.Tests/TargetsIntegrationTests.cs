using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// Real <c>dotnet build</c> runs of a small project importing PerfGate's props and targets from the source
/// tree. Each test is one build of a few seconds; the statistics and the benchmarks are not involved.
/// </summary>
[Trait("Category", "MSBuildIntegration")]
public sealed class TargetsIntegrationTests
{
    [Fact]
    public void The_gate_builds_Release_runs_and_compares_with_the_default_properties()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");

        var build = project.Build("PerfGate", "-c", "Debug");

        Assert.True(build.ExitCode == 0, build.ToString());
        var assembly = Path.Combine(project.Directory, "bin", "Release", "net10.0", "Tiny.dll");
        Assert.True(File.Exists(assembly), build.ToString());
        Assert.False(File.Exists(Path.Combine(project.Directory, "bin", "Debug", "net10.0", "Tiny.dll")));
        Assert.Equal(
            ["run", "--assembly", assembly, "--artifacts", project.ArtifactsPath, "--category", "PerfGate", "--job", "ci"],
            project.Tool.Arguments("run")!);
        Assert.Equal(
            [
                "compare", "--baseline", project.BaselinePath, "--results", project.ArtifactsPath + "results",
                "--report-json", project.ArtifactsPath + "perfgate-report.json", "--report-md", project.ArtifactsPath + "perfgate-report.md",
                // The benchmark app and its job, so the tool can re-run a flagged time regression to confirm it.
                "--assembly", assembly, "--category", "PerfGate", "--job", "ci", "--artifacts", project.ArtifactsPath,
            ],
            project.Tool.Arguments("compare")!);
        AssertOutput(build, "PerfGate: [1/1] Tiny.Benchmark");
        AssertOutput(build, "PerfGate: passed: 1 unchanged");
    }

    [Fact]
    public void A_regression_fails_the_build_with_the_finding_on_the_project()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Failed, compareExitCode: 1);
        System.IO.Directory.CreateDirectory(Path.Combine(project.Directory, "baselines"));
        File.WriteAllText(Path.Combine(project.Directory, "baselines", "gate.json"), "{}");

        var build = project.Build(
            "PerfGate",
            "-p:PerfGateTimeThreshold=7.5%",
            // A comma separates properties on MSBuild's command line, so it is escaped (%2C), and then so is the % (%25).
            "-p:PerfGateAllocationThreshold=1%25%2C64B",
            "-p:PerfGateCategory=Gate",
            "-p:PerfGateJob=short",
            "-p:PerfGateConfirmReruns=2",
            "-p:PerfGateBaselinePath=baselines/gate.json",
            "-p:PerfGateArtifactsPath=out/gate");

        Assert.NotEqual(0, build.ExitCode);
        AssertOutput(build, $"{project.ProjectPath} : PerfGate error PG0101: Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4): allocated 12.0 MB/op");
        var artifacts = Path.Combine(project.Directory, "out", "gate") + Path.DirectorySeparatorChar;
        Assert.Equal(["--category", "Gate", "--job", "short"], project.Tool.Arguments("run")![^4..]);
        Assert.Equal(
            [
                "compare", "--baseline", Path.Combine(project.Directory, "baselines", "gate.json"), "--results", artifacts + "results",
                "--report-json", artifacts + "perfgate-report.json", "--report-md", artifacts + "perfgate-report.md",
                "--time-threshold", "7.5%", "--alloc-threshold", "1%,64B", "--confirm-reruns", "2",
                "--assembly", Path.Combine(project.Directory, "bin", "Release", "net10.0", "Tiny.dll"),
                "--category", "Gate", "--job", "short", "--artifacts", artifacts,
            ],
            project.Tool.Arguments("compare")!);
    }

    [Fact]
    public void A_misspelled_property_fails_before_anything_is_built_or_run()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);

        var build = project.Build("PerfGate", "-p:PerfGateJob=fast", "-p:PerfGateComment=yes");

        Assert.NotEqual(0, build.ExitCode);
        AssertOutput(build, "error PG0002: PerfGateJob: unknown value 'fast'. Allowed values: ci, short, medium, long, default, dry.");
        AssertOutput(build, "error PG0002: PerfGateComment: unknown value 'yes'. Allowed values: auto, true, false.");
        // No baseline either: every problem is reported in one go.
        AssertOutput(build, "error PG0001: No baseline at");
        Assert.Null(project.Tool.Arguments("run"));
        Assert.False(System.IO.Directory.Exists(Path.Combine(project.Directory, "bin")));
    }

    [Fact]
    public void Updating_the_baseline_can_reuse_the_last_run_and_needs_one()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);

        var withoutResults = project.Build("PerfGateUpdateBaseline", "-p:PerfGateReuseResults=true");
        System.IO.Directory.CreateDirectory(project.ArtifactsPath + "results");
        var withResults = project.Build("PerfGateUpdateBaseline", "-p:PerfGateReuseResults=true");

        Assert.NotEqual(0, withoutResults.ExitCode);
        AssertOutput(withoutResults, "error PG0001: PerfGateReuseResults is true, but there are no results to reuse");
        Assert.True(withResults.ExitCode == 0, withResults.ToString());
        Assert.Null(project.Tool.Arguments("run"));
        Assert.Equal(
            ["baseline", "update", "--results", project.ArtifactsPath + "results", "--baseline", project.BaselinePath],
            project.Tool.Arguments("baseline-update")!);
        AssertOutput(withResults, "PerfGate: recorded 1 benchmark(s)");
    }

    [Fact]
    public void Gating_reused_results_cannot_rerun_so_compare_gets_no_benchmark_app()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);
        File.WriteAllText(project.BaselinePath, "{}");
        System.IO.Directory.CreateDirectory(project.ArtifactsPath + "results");

        var build = project.Build("PerfGate", "-p:PerfGateReuseResults=true");

        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.Null(project.Tool.Arguments("run"));
        Assert.DoesNotContain("--assembly", project.Tool.Arguments("compare")!);
    }

    [Fact]
    public void Recording_a_baseline_runs_the_benchmarks_three_times_and_pools_the_runs()
    {
        using var project = new GateProject();
        project.ScriptGate(CompareReports.Passed);

        var thrice = project.Build("PerfGateUpdateBaseline");
        var thriceArguments = project.Tool.Arguments("baseline-update")!;
        var once = project.Build("PerfGateUpdateBaseline", "-p:PerfGateBaselineRuns=1");

        Assert.True(thrice.ExitCode == 0, thrice.ToString());
        AssertOutput(thrice, "PerfGate: baseline run 3 of 3");
        var separator = Path.DirectorySeparatorChar;
        Assert.Equal(
            [
                "baseline", "update", "--results", project.ArtifactsPath + "results",
                "--results", project.ArtifactsPath + $"run-2{separator}results", "--results", project.ArtifactsPath + $"run-3{separator}results",
                "--baseline", project.BaselinePath,
            ],
            thriceArguments);
        Assert.True(once.ExitCode == 0, once.ToString());
        Assert.Equal(["baseline", "update", "--results", project.ArtifactsPath + "results", "--baseline", project.BaselinePath], project.Tool.Arguments("baseline-update")!);
    }

    [Fact]
    public void A_multi_targeting_project_gates_its_first_target_framework()
    {
        using var project = new GateProject("net10.0;net8.0");
        project.ScriptGate(CompareReports.Passed);

        var build = project.Build("PerfGateUpdateBaseline");

        Assert.True(build.ExitCode == 0, build.ToString());
        Assert.Equal(Path.Combine(project.Directory, "bin", "Release", "net10.0", "Tiny.dll"), project.Tool.Arguments("run")![2]);
        Assert.NotNull(project.Tool.Arguments("baseline-update"));
    }

    [Fact]
    public void The_targets_default_baseline_runs_are_the_ones_the_evaluation_measured()
    {
        var root = typeof(TargetsIntegrationTests).Assembly
            .GetCustomAttributes(typeof(System.Reflection.AssemblyMetadataAttribute), false)
            .Cast<System.Reflection.AssemblyMetadataAttribute>()
            .Single(a => a.Key == "PerfGateRepositoryRoot").Value!;
        var targets = System.Xml.Linq.XDocument.Load(Path.Combine(root, "build", "PerfGate.targets"));

        var runs = targets.Descendants().Single(e => e.Name.LocalName == "PerfGateBaselineRuns").Value;

        Assert.Equal(PerfGate.Workflows.BaselineUpdateWorkflow.DefaultRuns.ToString(System.Globalization.CultureInfo.InvariantCulture), runs);
    }

    private static void AssertOutput(DotnetResult build, string expected) =>
        Assert.True(build.Output.Contains(expected, StringComparison.Ordinal), $"Not found: {expected}\nin {build}");
}
