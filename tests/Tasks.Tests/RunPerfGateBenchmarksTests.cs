using Microsoft.Build.Framework;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

public sealed class RunPerfGateBenchmarksTests
{
    [Fact]
    public void A_successful_run_logs_progress_as_it_comes_and_outputs_the_results_folder()
    {
        using var tool = new FakeTool();
        tool.Script("run", stdout: ["PerfGate: found 2 benchmark(s)", "PerfGate: [1/2] A.B", "// BenchmarkDotNet noise", "PerfGate: [2/2] A.C"]);
        var engine = new RecordingBuildEngine();
        var task = Run(engine, tool);

        Assert.True(task.Execute());

        Assert.Equal(Path.Combine(task.ArtifactsPath, "results"), task.ResultsPath);
        Assert.Equal(["PerfGate: found 2 benchmark(s)", "PerfGate: [1/2] A.B", "PerfGate: [2/2] A.C"], engine.MessagesAtLeast(MessageImportance.High));
        Assert.Contains("// BenchmarkDotNet noise", engine.MessagesAtLeast(MessageImportance.Low));
    }

    [Fact]
    public void Verbose_shows_the_whole_output_and_asks_the_tool_for_it()
    {
        using var tool = new FakeTool();
        tool.Script("run", stdout: ["PerfGate: [1/1] A.B", "// BenchmarkDotNet noise"]);
        var engine = new RecordingBuildEngine();
        var task = Run(engine, tool);
        task.Verbose = true;

        task.Execute();

        Assert.Contains("// BenchmarkDotNet noise", engine.MessagesAtLeast(MessageImportance.High));
        Assert.Equal("--verbose", tool.Arguments("run")![^1]);
    }

    [Fact]
    public void Passes_the_assembly_artifacts_category_and_canonical_job()
    {
        using var tool = new FakeTool();
        tool.Script("run");
        var task = Run(new RecordingBuildEngine(), tool);
        task.Category = " Gate ";
        task.Job = "Short";

        task.Execute();

        Assert.Equal(
            ["run", "--assembly", task.AssemblyPath, "--artifacts", task.ArtifactsPath, "--category", "Gate", "--job", "short"],
            tool.Arguments("run")!);
    }

    [Fact]
    public void A_failed_run_is_PG0003_with_the_tools_reason()
    {
        using var tool = new FakeTool();
        tool.Script("run", exitCode: 1,
            stderr: ["perfgate run: error: no benchmark in Sample.Benchmarks.dll has the category 'Nope'. Tag the benchmarks to gate with [BenchmarkCategory(\"Nope\")] on the class or method."]);
        var engine = new RecordingBuildEngine();

        Assert.False(Run(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PerfGate", "PG0003", ToolTasks.ProjectPath), (error.Subcategory, error.Code, error.File));
        Assert.Equal(
            "perfgate run: no benchmark in Sample.Benchmarks.dll has the category 'Nope'. Tag the benchmarks to gate with [BenchmarkCategory(\"Nope\")] on the class or method.",
            error.Message);
    }

    [Theory]
    [InlineData(2)]
    [InlineData(134)]
    public void Bad_input_or_a_crash_is_PG0001(int exitCode)
    {
        using var tool = new FakeTool();
        tool.Script("run", exitCode: exitCode, stderr: ["perfgate run: error: --artifacts: '/x' is a file; pass a folder."]);
        var engine = new RecordingBuildEngine();

        Assert.False(Run(engine, tool).Execute());

        Assert.Equal("PG0001", Assert.Single(engine.Errors).Code);
    }

    [Fact]
    public void A_silent_failure_still_says_what_failed()
    {
        using var tool = new FakeTool();
        tool.Script("run", exitCode: 1);
        var engine = new RecordingBuildEngine();

        Assert.False(Run(engine, tool).Execute());

        Assert.Equal("perfgate run exited with code 1 and gave no reason.", Assert.Single(engine.Errors).Message);
    }

    [Fact]
    public void An_unknown_job_fails_before_the_tool_starts()
    {
        using var tool = new FakeTool();
        var engine = new RecordingBuildEngine();
        var task = Run(engine, tool);
        task.Job = "quick";

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0002", error.Code);
        Assert.Equal("PerfGateJob: unknown value 'quick'. Allowed values: ci, short, medium, long, default, dry.", error.Message);
        Assert.Null(tool.Arguments("run"));
    }

    [Fact]
    public void A_missing_benchmark_assembly_fails_before_the_tool_starts()
    {
        using var tool = new FakeTool();
        var engine = new RecordingBuildEngine();
        var task = Run(engine, tool);
        task.AssemblyPath = tool.Path("missing.dll");

        Assert.False(task.Execute());

        Assert.Equal("PG0003", Assert.Single(engine.Errors).Code);
        Assert.Null(tool.Arguments("run"));
    }

    [Fact]
    public void A_missing_tool_is_PG0001()
    {
        using var tool = new FakeTool();
        var engine = new RecordingBuildEngine();
        var task = Run(engine, tool);
        task.ToolPath = tool.Path("tools/perfgate/perfgate.dll");

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0001", error.Code);
        Assert.Contains("tools/perfgate/perfgate.dll", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void The_job_names_are_the_tools()
    {
        Assert.Equal(PerfGate.Running.BenchmarkJob.All.Select(j => j.Name), PropertyValues.Jobs);
    }

    private static RunPerfGateBenchmarks Run(RecordingBuildEngine engine, FakeTool tool)
    {
        var task = ToolTasks.Create<RunPerfGateBenchmarks>(engine, tool);
        task.AssemblyPath = tool.Path("Sample.Benchmarks.dll");
        File.WriteAllText(task.AssemblyPath, "");
        task.ArtifactsPath = tool.Path("artifacts");
        return task;
    }
}
