using System.Reflection;

namespace PerfGate.Tasks.Tests.Support;

/// <summary>
/// A small console project in a temp folder that imports build/PerfGate.props and .targets from the source
/// tree the way a PackageReference would (props before the project body, targets after the SDK's), with the
/// tasks from this build and tests/Fixtures/FakePerfgate standing in for the tool.
/// </summary>
internal sealed class GateProject : IDisposable
{
    private static readonly string RepositoryRoot = typeof(GateProject).Assembly
        .GetCustomAttributes<AssemblyMetadataAttribute>()
        .Single(a => a.Key == "PerfGateRepositoryRoot").Value!;

    private readonly FakeTool _tool = new();

    /// <param name="targetFrameworks">One framework, or several separated by ';' (a multi-targeting project).</param>
    /// <param name="projectItems">More of the project file's body, e.g. an ItemGroup of package references.</param>
    public GateProject(string targetFrameworks = "net10.0", string projectItems = "")
    {
        Directory = _tool.Path("repo");
        System.IO.Directory.CreateDirectory(Directory);
        var tasksDirectory = System.IO.Directory.CreateDirectory(_tool.Path("tools/tasks")).FullName;
        TasksAssembly = Path.Combine(tasksDirectory, "PerfGate.Tasks.dll");
        File.Copy(typeof(RunPerfGate).Assembly.Location, TasksAssembly);
        // As in the package's tools/tasks/: the tasks read the report through the contract beside them.
        File.Copy(typeof(PerfGate.Reports.GateReport).Assembly.Location, Path.Combine(tasksDirectory, "PerfGate.Contracts.dll"));

        File.WriteAllText(Path.Combine(Directory, "Directory.Build.props"), "<Project />\n");
        File.WriteAllText(Path.Combine(Directory, "Directory.Build.targets"), "<Project />\n");
        File.WriteAllText(Path.Combine(Directory, "Program.cs"), "System.Console.WriteLine(\"benchmarks\");\n");
        var build = Path.Combine(RepositoryRoot, "build");
        var multiTargeting = targetFrameworks.Contains(';', StringComparison.Ordinal);
        // NuGet imports build/ unconditionally into a single-target project, and chooses between build/ and
        // buildMultiTargeting/ by TargetFramework (a global property in inner builds) in a multi-target one.
        var (inner, outer) = multiTargeting ? ("'$(TargetFramework)' != ''", "'$(TargetFramework)' == ''") : ("true", "false");
        File.WriteAllText(ProjectPath, $"""
            <Project>
              <Import Project="Sdk.props" Sdk="Microsoft.NET.Sdk" />
              <Import Project="{build}/PerfGate.props" Condition="{inner}" />
              <Import Project="{build}/buildMultiTargeting/PerfGate.props" Condition="{outer}" />
              <PropertyGroup>
                <OutputType>Exe</OutputType>
                <{(multiTargeting ? "TargetFrameworks" : "TargetFramework")}>{targetFrameworks}</{(multiTargeting ? "TargetFrameworks" : "TargetFramework")}>
                <ImplicitUsings>enable</ImplicitUsings>
              </PropertyGroup>
              {projectItems}
              <Import Project="Sdk.targets" Sdk="Microsoft.NET.Sdk" />
              <Import Project="{build}/PerfGate.targets" Condition="{inner}" />
              <Import Project="{build}/buildMultiTargeting/PerfGate.targets" Condition="{outer}" />
            </Project>
            """);
    }

    public string Directory { get; }

    public string ProjectPath => Path.Combine(Directory, "Tiny.csproj");

    public string TasksAssembly { get; }

    public FakeTool Tool => _tool;

    public string ArtifactsPath => Path.Combine(Directory, "obj", "perfgate") + Path.DirectorySeparatorChar;

    public string BaselinePath => Path.Combine(Directory, "perfgate-baseline.json");

    /// <summary>
    /// Scripts a gate that reports progress and writes <paramref name="report"/> as the artifacts'
    /// perfgate-report.json before exiting with <paramref name="exitCode"/>, and a successful baseline recording.
    /// </summary>
    public void ScriptGate(string report, int exitCode = 0)
    {
        _tool.Script("gate", exitCode: exitCode, stdout: ["PerfGate: [1/1] Tiny.Benchmark"], files: new() { ["--artifacts/perfgate-report.json"] = report });
        _tool.Script("baseline-record", stdout: ["PerfGate: baseline run 1 of 1", "PerfGate: recorded 1 benchmark(s)"]);
    }

    public DotnetResult Build(string target, params string[] properties) =>
        DotnetCli.Run(
            Directory,
            new Dictionary<string, string> { ["PERFGATE_FAKE_SCRIPTS"] = _tool.Directory },
            TimeSpan.FromMinutes(5),
            [
                "build", ProjectPath, $"-t:{target}", "-nr:false", "-tl:off", "-v:n",
                $"-p:_PerfGateTasksAssembly={TasksAssembly}",
                $"-p:_PerfGateToolPath={FakeTool.ToolPath}",
                .. properties,
            ]);

    /// <summary>
    /// The build as a person at a terminal sees it: <c>dotnet build</c> under a pseudo-terminal (util-linux
    /// <c>script</c>) with the .NET SDK's terminal logger, which hides ordinary messages.
    /// </summary>
    public DotnetResult BuildInTerminal(string target, params string[] properties)
    {
        string[] command =
        [
            Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host && File.Exists(host) ? host : "dotnet",
            "build", ProjectPath, $"-t:{target}", "-nr:false", "-tl:on",
            $"-p:_PerfGateTasksAssembly={TasksAssembly}",
            $"-p:_PerfGateToolPath={FakeTool.ToolPath}",
            .. properties,
        ];
        return DotnetCli.RunProgram(
            "script",
            Directory,
            new Dictionary<string, string> { ["PERFGATE_FAKE_SCRIPTS"] = _tool.Directory, ["TERM"] = "xterm", ["COLUMNS"] = "200" },
            TimeSpan.FromMinutes(5),
            "-qec", string.Join(' ', command.Select(a => "'" + a.Replace("'", "'\\''", StringComparison.Ordinal) + "'")), "/dev/null");
    }

    public void Dispose() => _tool.Dispose();
}
