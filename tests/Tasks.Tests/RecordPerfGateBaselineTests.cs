using Microsoft.Build.Framework;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

public sealed class RecordPerfGateBaselineTests
{
    [Fact]
    public void Records_the_baseline_through_the_tool_and_says_to_commit_it()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record", stdout: ["PerfGate: baseline run 1 of 3", "// BenchmarkDotNet noise", "PerfGate: recorded 8 benchmark(s) in /repo/perfgate-baseline.json"]);
        var engine = new RecordingBuildEngine();
        var task = Record(engine, tool);

        Assert.True(task.Execute());

        Assert.Equal(
            [
                "baseline", "record", "--baseline", task.BaselinePath, "--artifacts", task.ArtifactsPath, "--assembly", task.AssemblyPath!,
                "--option-names", "msbuild",
            ],
            tool.Arguments("baseline-record")!);
        Assert.Equal(
            [
                "PerfGate: baseline run 1 of 3",
                "PerfGate: recorded 8 benchmark(s) in /repo/perfgate-baseline.json",
                $"PerfGate: commit {task.BaselinePath} with the change it measures.",
                // What the terminal logger shows on the project's summary line.
                $"{Path.GetFileNameWithoutExtension(task.ProjectPath)} -> {task.BaselinePath}",
            ],
            engine.MessagesAtLeast(MessageImportance.High));
        Assert.Contains("// BenchmarkDotNet noise", engine.MessagesAtLeast(MessageImportance.Normal));
    }

    [Fact]
    public void A_baseline_too_noisy_to_gate_time_is_recorded_with_a_warning_naming_what_to_do()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record", stdout: ["PerfGate: recorded 8 benchmark(s) in /repo/perfgate-baseline.json"],
            stderr: ["PerfGate: warning: PG0210: the baseline is too noisy to gate time for 1 of 8 benchmark(s): A.B: launches spread 85 % (time limit +42.7 %). It was measured while the machine was busy or changing: record it again on a quiet machine."]);
        var engine = new RecordingBuildEngine();

        Assert.True(Record(engine, tool).Execute());

        var warning = Assert.Single(engine.Warnings);
        Assert.Equal(("PG0210", ToolTasks.ProjectPath), (warning.Code, warning.File));
        Assert.StartsWith("the baseline is too noisy to gate time for 1 of 8 benchmark(s): A.B", warning.Message, StringComparison.Ordinal);
        Assert.Empty(engine.Errors);
    }

    [Fact]
    public void Every_set_property_is_passed_trimmed()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record");
        var task = Record(new RecordingBuildEngine(), tool);
        task.Category = " Gate ";
        task.Job = "short";
        task.Verbose = true;
        task.Runs = " 2 ";

        task.Execute();

        Assert.Equal(
            [
                "baseline", "record", "--baseline", task.BaselinePath, "--artifacts", task.ArtifactsPath, "--assembly", task.AssemblyPath!,
                "--category", "Gate", "--job", "short", "--verbose", "--runs", "2", "--option-names", "msbuild",
            ],
            tool.Arguments("baseline-record")!);
    }

    [Fact]
    public void Reusing_the_last_results_records_them_without_runs_or_a_benchmark_app()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record");
        var task = Record(new RecordingBuildEngine(), tool);
        task.ReuseResults = true;
        task.AssemblyPath = "";
        task.Runs = "3";

        Assert.True(task.Execute());

        Assert.Equal(
            ["baseline", "record", "--baseline", task.BaselinePath, "--artifacts", task.ArtifactsPath, "--reuse-results", "--option-names", "msbuild"],
            tool.Arguments("baseline-record")!);
    }

    [Fact]
    public void Each_failed_benchmark_is_its_own_PG0003_error_on_the_project()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record", exitCode: 1, stderr:
        [
            "perfgate baseline record: error: A.B: the benchmark failed; fix it before recording a baseline. The baseline is unchanged.",
            "perfgate baseline record: error: A.C: the benchmark failed; fix it before recording a baseline. The baseline is unchanged.",
        ]);
        var engine = new RecordingBuildEngine();

        Assert.False(Record(engine, tool).Execute());

        Assert.Equal([("PerfGate", "PG0003", ToolTasks.ProjectPath), ("PerfGate", "PG0003", ToolTasks.ProjectPath)], engine.Errors.Select(e => (e.Subcategory, e.Code, e.File)));
        Assert.Equal(
            "perfgate baseline record: A.B: the benchmark failed; fix it before recording a baseline. The baseline is unchanged.",
            engine.Errors[0].Message);
        Assert.DoesNotContain(engine.MessagesAtLeast(MessageImportance.High), m => m.StartsWith("PerfGate: commit", StringComparison.Ordinal));
    }

    [Fact]
    public void Bad_input_is_PG0001()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record", exitCode: 2, stderr: ["perfgate baseline record: error: PerfGateBaselineRuns: '9' is not between 1 and 5."]);
        var engine = new RecordingBuildEngine();

        Assert.False(Record(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PG0001", "perfgate baseline record: PerfGateBaselineRuns: '9' is not between 1 and 5."), (error.Code, error.Message));
    }

    [Fact]
    public void A_silent_failure_still_says_what_failed()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record", exitCode: 1);
        var engine = new RecordingBuildEngine();

        Assert.False(Record(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PG0003", "perfgate baseline record exited with code 1 and gave no reason."), (error.Code, error.Message));
    }

    private static RecordPerfGateBaseline Record(RecordingBuildEngine engine, FakeTool tool)
    {
        var task = ToolTasks.Create<RecordPerfGateBaseline>(engine, tool);
        task.BaselinePath = tool.Path("perfgate-baseline.json");
        task.ArtifactsPath = tool.Path("artifacts");
        task.AssemblyPath = tool.Path("Sample.Benchmarks.dll");
        return task;
    }
}
