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
            stderr: ["PerfGate: warning: PG0210: the baseline is too noisy to gate time for 1 of 8 benchmark(s): A.B: launches spread 85% (time limit +42.7%). It was measured while the machine was busy or changing: record it again on a quiet machine."]);
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

    [Fact]
    public void A_shard_runs_its_share_with_the_runs_and_says_nothing_is_recorded_not_to_commit()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record", stdout: ["PerfGate: shard 1/2: 2 of 4 benchmark methods, 3 runs; nothing is recorded here: 'perfgate baseline join …' records all 2 shards as one baseline."]);
        var engine = new RecordingBuildEngine();
        var task = Record(engine, tool);
        task.Shard = " 1/2 ";
        task.Runs = "3";

        Assert.True(task.Execute());

        Assert.Equal(
            [
                "baseline", "record", "--baseline", task.BaselinePath, "--artifacts", task.ArtifactsPath, "--assembly", task.AssemblyPath!,
                "--runs", "3", "--shard", "1/2", "--option-names", "msbuild",
            ],
            tool.Arguments("baseline-record")!);
        var high = engine.MessagesAtLeast(MessageImportance.High);
        Assert.Contains(high, m => m.StartsWith("PerfGate: shard 1/2: 2 of 4 benchmark methods, 3 runs; nothing is recorded here", StringComparison.Ordinal));
        Assert.DoesNotContain(high, m => m.StartsWith("PerfGate: commit", StringComparison.Ordinal));
        // The terminal logger's summary line points at the folder the join needs.
        Assert.Contains($"{Path.GetFileNameWithoutExtension(task.ProjectPath)} -> {task.ArtifactsPath}", high);
    }

    [Fact]
    public void A_shard_whose_benchmarks_did_not_run_is_PG0003()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-record", exitCode: 1, stderr: ["perfgate baseline record: error: shard 2/2: the benchmarks did not run: exit code 134. Nothing is recorded."]);
        var engine = new RecordingBuildEngine();
        var task = Record(engine, tool);
        task.Shard = "2/2";

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PG0003", "perfgate baseline record: shard 2/2: the benchmarks did not run: exit code 134. Nothing is recorded."), (error.Code, error.Message));
    }

    [Fact]
    public void Shard_results_are_recorded_as_one_baseline_by_the_join_without_a_benchmark_app()
    {
        using var tool = new FakeTool();
        tool.Script("baseline-join", stdout: ["PerfGate: recorded 8 benchmark(s) from 2 shards in /repo/perfgate-baseline.json"]);
        var engine = new RecordingBuildEngine();
        var task = Record(engine, tool);
        task.ShardResults = [new Microsoft.Build.Utilities.TaskItem(tool.Path("shard-1")), new Microsoft.Build.Utilities.TaskItem(tool.Path("shard-2"))];
        task.Runs = "3";

        Assert.True(task.Execute());

        Assert.Equal(
            [
                "baseline", "join", "--shard-results", tool.Path("shard-1"), "--shard-results", tool.Path("shard-2"), "--baseline", task.BaselinePath,
                "--option-names", "msbuild",
            ],
            tool.Arguments("baseline-join")!);
        Assert.Equal(["baseline-join"], tool.Calls());
        var high = engine.MessagesAtLeast(MessageImportance.High);
        Assert.Contains("PerfGate: recorded 8 benchmark(s) from 2 shards in /repo/perfgate-baseline.json", high);
        Assert.Contains($"PerfGate: commit {task.BaselinePath} with the change it measures.", high);
    }

    [Theory]
    [InlineData(2, "PG0001", "perfgate baseline join: error: PerfGateShardResults: shard 2/2 is missing: the folders given hold 1/2.", "perfgate baseline join: PerfGateShardResults: shard 2/2 is missing: the folders given hold 1/2.")]
    [InlineData(1, "PG0003", "perfgate baseline join: error: shard 1/2: the benchmarks did not run: exit code 1; the baseline is unchanged.", "perfgate baseline join: shard 1/2: the benchmarks did not run: exit code 1; the baseline is unchanged.")]
    public void A_join_that_records_nothing_is_an_error_with_the_tool_s_reason(int exitCode, string code, string stderr, string expected)
    {
        using var tool = new FakeTool();
        tool.Script("baseline-join", exitCode: exitCode, stderr: [stderr]);
        var engine = new RecordingBuildEngine();
        var task = Record(engine, tool);
        task.ShardResults = [new Microsoft.Build.Utilities.TaskItem(tool.Path("shard-1"))];

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal((code, expected, ToolTasks.ProjectPath), (error.Code, error.Message, error.File));
        Assert.DoesNotContain(engine.MessagesAtLeast(MessageImportance.High), m => m.StartsWith("PerfGate: commit", StringComparison.Ordinal));
    }

    internal static RecordPerfGateBaseline Record(RecordingBuildEngine engine, FakeTool tool)
    {
        var task = ToolTasks.Create<RecordPerfGateBaseline>(engine, tool);
        task.BaselinePath = tool.Path("perfgate-baseline.json");
        task.ArtifactsPath = tool.Path("artifacts");
        task.AssemblyPath = tool.Path("Sample.Benchmarks.dll");
        return task;
    }
}
