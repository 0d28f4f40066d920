namespace PerfGate.Tasks.Tests.Support;

/// <summary>Tasks wired to a recording engine and the fake tool.</summary>
internal static class ToolTasks
{
    public const string ProjectPath = "/repo/benchmarks/Sample.Benchmarks/Sample.Benchmarks.csproj";

    public static T Create<T>(RecordingBuildEngine engine, FakeTool tool)
        where T : PerfGateToolTask, new() =>
        new()
        {
            BuildEngine = engine,
            ToolPath = FakeTool.ToolPath,
            EnvironmentVariables = tool.EnvironmentVariables,
            ProjectPath = ProjectPath,
        };
}
