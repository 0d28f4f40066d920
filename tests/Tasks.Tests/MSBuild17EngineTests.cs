using System.Diagnostics;
using System.Reflection;
using Microsoft.Build.Execution;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// Runs build/PerfGate.targets in the MSBuild 17.7 engine hosted in-process — the generation of the .NET 8
/// SDK, which the test machine does not have — with the real tasks and the real <c>perfgate</c> tool on real
/// BenchmarkDotNet reports. <c>PerfGateReuseResults</c> skips the build and the benchmark run, which need an SDK.
/// </summary>
[Trait("Category", "MSBuildIntegration")]
public sealed partial class MSBuild17EngineTests : IDisposable
{
    private static readonly string RepositoryRoot = typeof(MSBuild17EngineTests).Assembly
        .GetCustomAttributes<AssemblyMetadataAttribute>()
        .Single(a => a.Key == "PerfGateRepositoryRoot").Value!;

    private static readonly string BuiltInTasks = typeof(Microsoft.Build.Tasks.Message).Assembly.FullName!;

    private readonly string _directory = Path.Combine(Path.GetTempPath(), "perfgate-tasks-tests", Guid.NewGuid().ToString("N"));

    public MSBuild17EngineTests()
    {
        // Laid out as the package ships them (tools/tasks/), away from the tests' own copies: the engine must
        // find the tasks' dependency beside them.
        var tasks = Directory.CreateDirectory(Path.Combine(_directory, "tools", "tasks")).FullName;
        File.Copy(typeof(RunPerfGate).Assembly.Location, TasksAssembly);
        File.Copy(typeof(PerfGate.Reports.GateReport).Assembly.Location, Path.Combine(tasks, ContractsFileName));
        var results = Directory.CreateDirectory(Path.Combine(_directory, "obj", "perfgate", "results")).FullName;
        foreach (var report in new[] { "TinyBenchmarks.AsyncPaths-report-full.json", "TinyBenchmarks.Hashing-report-full.json" })
        {
            File.Copy(Path.Combine(RepositoryRoot, "tests", "ResultComparer.Tests", "TestData", "bdn", "full", report), Path.Combine(results, report));
        }

        var build = Path.Combine(RepositoryRoot, "build");
        File.WriteAllText(ProjectPath, $"""
            <Project>
              <!-- What Microsoft.Common.tasks declares for a full toolset: the built-in tasks PerfGate.targets uses. -->
              <UsingTask TaskName="Microsoft.Build.Tasks.Message" AssemblyName="{BuiltInTasks}" />
              <UsingTask TaskName="Microsoft.Build.Tasks.Error" AssemblyName="{BuiltInTasks}" />
              <UsingTask TaskName="Microsoft.Build.Tasks.MSBuild" AssemblyName="{BuiltInTasks}" />
              <Import Project="{build}/PerfGate.props" />
              <PropertyGroup>
                <BaseIntermediateOutputPath>obj/</BaseIntermediateOutputPath>
              </PropertyGroup>
              <Import Project="{build}/PerfGate.targets" />
            </Project>
            """);
    }

    private const string ContractsFileName = "PerfGate.Contracts.dll";

    private string ProjectPath => Path.Combine(_directory, "Benchmarks.proj");

    private string TasksAssembly => Path.Combine(_directory, "tools", "tasks", "PerfGate.Tasks.dll");

    [Fact]
    public void The_engine_is_MSBuild_17_7()
    {
        var version = FileVersionInfo.GetVersionInfo(typeof(BuildManager).Assembly.Location).FileVersion;

        Assert.StartsWith("17.7.", version, StringComparison.Ordinal);
    }

    [Fact]
    public void Recording_then_gating_the_same_results_passes()
    {
        var record = Build("PerfGateUpdateBaseline");
        var gate = Build("PerfGate");

        Assert.True(record.Result.OverallResult == BuildResultCode.Success, record.Logger.ToString());
        Assert.Contains(record.Logger.HighMessages, m => m.StartsWith("PerfGate: recorded 6 benchmark(s)", StringComparison.Ordinal));
        Assert.True(File.Exists(Path.Combine(_directory, "perfgate-baseline.json")));
        Assert.True(gate.Result.OverallResult == BuildResultCode.Success, gate.Logger.ToString());
        Assert.Contains(gate.Logger.HighMessages, m => m.StartsWith("PerfGate: passed", StringComparison.Ordinal));
        Assert.True(File.Exists(Path.Combine(_directory, "obj", "perfgate", "perfgate-report.md")));
    }

    [Fact]
    public void The_tasks_read_the_report_through_the_contract_shipped_beside_them()
    {
        Build("PerfGateUpdateBaseline");

        var gate = Build("PerfGate");

        Assert.True(gate.Result.OverallResult == BuildResultCode.Success, gate.Logger.ToString());
        var contracts = Path.Combine(Path.GetDirectoryName(TasksAssembly)!, ContractsFileName);
        Assert.Contains(
            System.Runtime.Loader.AssemblyLoadContext.All.SelectMany(c => c.Assemblies),
            a => a.GetName().Name == "PerfGate.Contracts" && string.Equals(a.Location, contracts, StringComparison.Ordinal));
    }

    [Fact]
    public void A_misspelled_threshold_fails_the_build_naming_the_property()
    {
        Build("PerfGateUpdateBaseline");

        var gate = Build("PerfGate", ("PerfGateAllocationThreshold", "1x"));

        Assert.Equal(BuildResultCode.Failure, gate.Result.OverallResult);
        var error = Assert.Single(gate.Logger.Errors);
        Assert.Equal(("PerfGate", "PG0002", ProjectPath), (error.Subcategory, error.Code, error.File));
        // Parsed in MSBuild 17.7 by the contract the tool parses it with, before the tool starts.
        Assert.StartsWith("PerfGateAllocationThreshold: '1x' is not an allocation threshold", error.Message, StringComparison.Ordinal);
    }

    public void Dispose()
    {
        try
        {
            Directory.Delete(_directory, recursive: true);
        }
        catch (IOException)
        {
            // Best effort.
        }
    }

    private (BuildResult Result, RecordingLogger Logger) Build(string target, params (string Name, string Value)[] properties)
    {
        var globalProperties = new Dictionary<string, string>
        {
            ["PerfGateReuseResults"] = "true",
            ["_PerfGateTasksAssembly"] = TasksAssembly,
            ["_PerfGateToolPath"] = Path.Combine(AppContext.BaseDirectory, "perfgate.dll"),
        };
        foreach (var (name, value) in properties)
        {
            globalProperties[name] = value;
        }

        var logger = new RecordingLogger();
        using var manager = new BuildManager();
        var result = manager.Build(
            new BuildParameters { Loggers = [logger], MaxNodeCount = 1, EnableNodeReuse = false },
            new BuildRequestData(ProjectPath, globalProperties, null, [target], null));
        return (result, logger);
    }
}
