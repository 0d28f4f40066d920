using Microsoft.Build.Framework;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

public sealed class UpdatePerfGateBaselineTests
{
    [Fact]
    public void Writes_the_baseline_through_the_tool()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-update", stdout: ["PerfGate: recorded 8 benchmark(s) in /repo/perfgate-baseline.json"]);
        var engine = new RecordingBuildEngine();
        var task = Update(engine, tool);

        Assert.True(task.Execute());

        Assert.Equal(
            ["baseline", "update", "--results", tool.Path("results"), "--results", tool.Path("run-2/results"), "--baseline", task.BaselinePath],
            tool.Arguments("baseline-update")!);
        Assert.Contains("PerfGate: recorded 8 benchmark(s) in /repo/perfgate-baseline.json", engine.MessagesAtLeast(MessageImportance.High));
    }

    [Fact]
    public void Each_failed_benchmark_is_its_own_PG0003_error()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-update", exitCode: 1, stderr:
        [
            "perfgate baseline update: error: A.B: the benchmark failed; fix it before recording a baseline. The baseline is unchanged.",
            "perfgate baseline update: error: A.C: the benchmark failed; fix it before recording a baseline. The baseline is unchanged.",
        ]);
        var engine = new RecordingBuildEngine();

        Assert.False(Update(engine, tool).Execute());

        Assert.Equal(["PG0003", "PG0003"], engine.Errors.Select(e => e.Code));
        Assert.Equal(
            "perfgate baseline update: A.B: the benchmark failed; fix it before recording a baseline. The baseline is unchanged.",
            engine.Errors[0].Message);
    }

    [Fact]
    public void Bad_input_is_PG0001()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-update", exitCode: 2, stderr: ["perfgate baseline update: error: --results: '/x' does not exist."]);
        var engine = new RecordingBuildEngine();

        Assert.False(Update(engine, tool).Execute());

        Assert.Equal("PG0001", Assert.Single(engine.Errors).Code);
    }

    private static UpdatePerfGateBaseline Update(RecordingBuildEngine engine, FakeTool tool)
    {
        var task = ToolTasks.Create<UpdatePerfGateBaseline>(engine, tool);
        task.ResultsPaths = [new Microsoft.Build.Utilities.TaskItem(tool.Path("results")), new Microsoft.Build.Utilities.TaskItem(tool.Path("run-2/results"))];
        task.BaselinePath = tool.Path("perfgate-baseline.json");
        return task;
    }
}
