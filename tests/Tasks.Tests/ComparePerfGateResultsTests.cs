using Microsoft.Build.Framework;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

public sealed class ComparePerfGateResultsTests
{
    [Fact]
    public void Each_finding_becomes_one_MSBuild_diagnostic_with_its_code_on_the_project()
    {
        using var tool = new FakeTool();
        tool.Script("compare", exitCode: 1,
            stdout: ["Benchmark   Status", "PerfGate: FAILED: 1 regressed, 1 unchanged, 1 inconclusive"],
            files: new() { ["--report-json"] = CompareReports.Failed });
        var engine = new RecordingBuildEngine();
        var task = Compare(engine, tool);

        var succeeded = task.Execute();

        Assert.False(succeeded);
        Assert.False(task.Passed);
        var error = Assert.Single(engine.Errors);
        Assert.Equal("PerfGate", error.Subcategory);
        Assert.Equal("PG0101", error.Code);
        Assert.Equal(ToolTasks.ProjectPath, error.File);
        Assert.Equal("Sample.Streaming.DataStreamerBenchmark.Stream(ServerCount: 4): allocated 12.0 MB/op, baseline 4.0 MB/op (+200%, limit +1%)", error.Message);
        var warning = Assert.Single(engine.Warnings);
        Assert.Equal(("PerfGate", "PG0201"), (warning.Subcategory, warning.Code));
        // Braces in a message are text, never a format string.
        Assert.EndsWith("too few samples {0}", warning.Message, StringComparison.Ordinal);
        var message = Assert.Single(engine.Messages, m => m.Code == "PG0204");
        Assert.Equal("host differs: time is advisory", message.Message);
    }

    [Fact]
    public void The_summary_line_and_the_report_paths_are_logged_at_high_importance_once()
    {
        using var tool = new FakeTool();
        tool.Script("compare", exitCode: 1,
            stdout: ["PerfGate: FAILED: 1 regressed, 1 unchanged, 1 inconclusive", "a table row"],
            files: new() { ["--report-json"] = CompareReports.Failed });
        var engine = new RecordingBuildEngine();
        var task = Compare(engine, tool);

        task.Execute();

        var high = engine.MessagesAtLeast(MessageImportance.High);
        Assert.Single(high, m => m == "PerfGate: FAILED: 1 regressed, 1 unchanged, 1 inconclusive");
        Assert.Contains($"PerfGate: Markdown report: {task.ReportMarkdownPath}", high);
        Assert.Contains($"PerfGate: JSON report: {task.ReportJsonPath}", high);
        Assert.DoesNotContain("a table row", high);
        Assert.Contains("a table row", engine.MessagesAtLeast(MessageImportance.Normal));
    }

    [Fact]
    public void A_passing_report_passes()
    {
        using var tool = new FakeTool();
        tool.Script("compare", files: new() { ["--report-json"] = CompareReports.Passed });
        var engine = new RecordingBuildEngine();
        var task = Compare(engine, tool);

        Assert.True(task.Execute());
        Assert.True(task.Passed);
        Assert.Empty(engine.Errors);
        Assert.Contains("PerfGate: passed: 1 unchanged", engine.MessagesAtLeast(MessageImportance.High));
    }

    [Fact]
    public void Bad_input_is_one_PG0001_error_carrying_the_tools_sentence()
    {
        using var tool = new FakeTool();
        tool.Script("compare", exitCode: 2,
            stderr: ["perfgate compare: error: --alloc-threshold: '1x' is not an allocation threshold. Use '1%', '64B' or '1%,64B'."]);
        var engine = new RecordingBuildEngine();
        var task = Compare(engine, tool);
        task.AllocationThreshold = "1x";

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0001", error.Code);
        Assert.Equal("perfgate compare: --alloc-threshold: '1x' is not an allocation threshold. Use '1%', '64B' or '1%,64B'.", error.Message);
    }

    [Fact]
    public void A_failing_exit_code_with_a_clean_report_still_fails()
    {
        using var tool = new FakeTool();
        tool.Script("compare", exitCode: 1, files: new() { ["--report-json"] = CompareReports.Passed });
        var engine = new RecordingBuildEngine();

        Assert.False(Compare(engine, tool).Execute());

        Assert.Equal("PG0001", Assert.Single(engine.Errors).Code);
    }

    [Fact]
    public void A_report_left_by_an_earlier_compare_is_never_read_as_this_ones()
    {
        using var tool = new FakeTool();
        tool.Script("compare", exitCode: 0);
        var engine = new RecordingBuildEngine();
        var task = Compare(engine, tool);
        File.WriteAllText(task.ReportJsonPath, CompareReports.Passed);

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0001", error.Code);
        Assert.Contains("was not written", error.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("""{ "passed": true }""", "schemaVersion is 0")]
    [InlineData("""{ "schemaVersion": 2, "passed": true }""", "schemaVersion is 2")]
    [InlineData("""{ "schemaVersion": 1 }""", "no boolean 'passed'")]
    [InlineData("""not json""", "not valid JSON")]
    public void An_unreadable_report_is_a_tool_failure(string report, string reason)
    {
        using var tool = new FakeTool();
        tool.Script("compare", files: new() { ["--report-json"] = report });
        var engine = new RecordingBuildEngine();

        Assert.False(Compare(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0001", error.Code);
        Assert.Contains(reason, error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void An_unknown_severity_fails_closed()
    {
        using var tool = new FakeTool();
        tool.Script("compare", files: new()
        {
            ["--report-json"] = """{ "schemaVersion": 1, "passed": true, "diagnostics": [ { "severity": "fatal", "code": "PG0999", "message": "new kind" } ] }""",
        });
        var engine = new RecordingBuildEngine();

        Assert.False(Compare(engine, tool).Execute());

        Assert.Equal("PG0999", Assert.Single(engine.Errors).Code);
    }

    [Fact]
    public void Thresholds_are_passed_only_when_set()
    {
        using var tool = new FakeTool();
        tool.Script("compare", files: new() { ["--report-json"] = CompareReports.Passed });
        var task = Compare(new RecordingBuildEngine(), tool);
        task.TimeThreshold = "";
        task.AllocationThreshold = "  ";

        task.Execute();

        Assert.Equal(
            ["compare", "--baseline", task.BaselinePath, "--results", task.ResultsPath, "--report-json", task.ReportJsonPath, "--report-md", task.ReportMarkdownPath!],
            tool.Arguments("compare")!);
    }

    [Fact]
    public void Thresholds_and_overrides_are_passed_through_verbatim()
    {
        using var tool = new FakeTool();
        tool.Script("compare", files: new() { ["--report-json"] = CompareReports.Passed });
        var task = Compare(new RecordingBuildEngine(), tool);
        task.ReportMarkdownPath = null;
        task.TimeThreshold = " 7.5% ";
        task.AllocationThreshold = "1%,64B";
        task.ThresholdOverrides = [new Microsoft.Build.Utilities.TaskItem("Sample.*.Stream*=time:15%")];

        task.Execute();

        Assert.Equal(
            [
                "compare", "--baseline", task.BaselinePath, "--results", task.ResultsPath, "--report-json", task.ReportJsonPath,
                "--time-threshold", "7.5%", "--alloc-threshold", "1%,64B", "--override", "Sample.*.Stream*=time:15%",
            ],
            tool.Arguments("compare")!);
    }

    [Theory]
    [InlineData("auto")]
    [InlineData("TRUE")]
    [InlineData("false")]
    public void Known_comment_modes_are_accepted(string comment)
    {
        using var tool = new FakeTool();
        tool.Script("compare", files: new() { ["--report-json"] = CompareReports.Passed });
        var task = Compare(new RecordingBuildEngine(), tool);
        task.Comment = comment;

        Assert.True(task.Execute());
    }

    [Fact]
    public void An_unknown_comment_mode_fails_before_the_tool_starts()
    {
        using var tool = new FakeTool();
        var engine = new RecordingBuildEngine();
        var task = Compare(engine, tool);
        task.Comment = "yes";

        Assert.False(task.Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal("PG0002", error.Code);
        Assert.Equal("PerfGateComment: unknown value 'yes'. Allowed values: auto, true, false.", error.Message);
        Assert.Null(tool.Arguments("compare"));
    }

    private static ComparePerfGateResults Compare(RecordingBuildEngine engine, FakeTool tool)
    {
        var task = ToolTasks.Create<ComparePerfGateResults>(engine, tool);
        task.BaselinePath = tool.Path("perfgate-baseline.json");
        task.ResultsPath = tool.Path("results");
        task.ReportJsonPath = tool.Path("perfgate-report.json");
        task.ReportMarkdownPath = tool.Path("perfgate-report.md");
        return task;
    }
}
