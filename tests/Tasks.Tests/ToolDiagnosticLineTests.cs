using PerfGate.Cli;
using PerfGate.Reporting;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// The lines the tool writes on standard error and the task reads back (<see cref="ToolDiagnosticLine"/>): the console
/// keeps its words, and the build log gets each line as one error or warning with the tool's own code.
/// </summary>
public sealed class ToolDiagnosticLineTests
{
    private const string ReportFile = "--artifacts/perfgate-report.json";

    [Theory]
    [InlineData("error", "gate", "PG0010", "Same-runner comparison needs git.", "perfgate gate: error: PG0010: Same-runner comparison needs git.")]
    [InlineData("error", "baseline record", null, "PerfGateBaselineRuns: '9' is not between 1 and 5.", "perfgate baseline record: error: PerfGateBaselineRuns: '9' is not between 1 and 5.")]
    [InlineData("error", "", null, "Unrecognized command or argument 'x'.", "perfgate: error: Unrecognized command or argument 'x'.")]
    [InlineData("warning", null, "PG0207", "the comment could not be written. The verdict stands.", "PerfGate: warning: PG0207: the comment could not be written. The verdict stands.")]
    [InlineData("warning", null, null, "the results mix hosts: a differs from b.", "PerfGate: warning: the results mix hosts: a differs from b.")]
    public void The_console_line_keeps_its_words_and_reads_back_as_written(string severity, string? command, string? code, string message, string console)
    {
        var line = severity == "error" ? ToolDiagnosticLine.Error(command!, code, message) : ToolDiagnosticLine.Warning(code, message);

        Assert.Equal(console, line.ToString());
        Assert.Equal(line, ToolDiagnosticLine.Parse(console));
    }

    [Theory]
    [InlineData("gate", "PG0010", "Same-runner comparison needs git.", "PG0010", "Same-runner comparison needs git.")]
    [InlineData("gate", "PG0011", "the revision 'origin/main' is not in this clone: fetch it.", "PG0011", "the revision 'origin/main' is not in this clone: fetch it.")]
    // MSBuild says "error" already; without a code of its own the line keeps the command that refused.
    [InlineData("gate", null, "PerfGateJob: unknown value 'quick'.", "PG0001", "perfgate gate: PerfGateJob: unknown value 'quick'.")]
    [InlineData("", null, "Unrecognized command or argument 'x'.", "PG0001", "perfgate: Unrecognized command or argument 'x'.")]
    public void An_error_the_tool_writes_is_one_MSBuild_error_with_its_code(string command, string? code, string message, string loggedCode, string loggedMessage)
    {
        var engine = GateFailing(ToolDiagnosticLine.Error(command, code, message).ToString());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PerfGate", loggedCode, loggedMessage, ToolTasks.ProjectPath), (error.Subcategory, error.Code, error.Message, error.File));
    }

    [Fact]
    public void A_message_over_several_lines_is_one_line_and_one_error()
    {
        var line = ToolDiagnosticLine.Error("gate", "PG0013", "the base's benchmarks did not run:\nUnhandled exception.").ToString();

        var engine = GateFailing(line);

        Assert.Equal("perfgate gate: error: PG0013: the base's benchmarks did not run:\\u000AUnhandled exception.", line);
        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PG0013", "the base's benchmarks did not run:\\u000AUnhandled exception."), (error.Code, error.Message));
    }

    [Theory]
    [InlineData("Unhandled exception. System.IO.IOException: error: the disk is full")]
    [InlineData("perfgate: unexpected error: NullReferenceException: Object reference not set to an instance of an object.")]
    [InlineData("perfgate gate: could not write the Markdown report")]
    [InlineData("PG0011: not the tool's form")]
    [InlineData("PerfGate: error: PG0010: a warning's source with an error's word")]
    [InlineData("perfgate gate: warning: PG0207: an error's source with a warning's word")]
    // A failed run's warning is its reason all the same: the task that fails must log an error.
    [InlineData("PerfGate: warning: PG0207: the comment could not be written. The verdict stands.")]
    public void Any_other_line_of_a_failed_run_is_a_plain_error_as_it_stands(string line)
    {
        var engine = GateFailing(line);

        var error = Assert.Single(engine.Errors);
        Assert.Equal(("PerfGate", "PG0001", line), (error.Subcategory, error.Code, error.Message));
        Assert.Empty(engine.Warnings);
    }

    [Theory]
    [InlineData("PG0207", "the comment on pull request #7 could not be written: GitHub answered 403. The verdict stands.", "PG0207")]
    [InlineData(null, "the md report could not be written: access denied. The verdict stands.", "PG0001")]
    public void A_warning_after_deciding_stays_a_warning_and_the_verdict_stands(string? code, string message, string loggedCode)
    {
        using var tool = new FakeTool();
        tool.Script("gate", stderr: ["unrelated noise: error: not the tool's", ToolDiagnosticLine.Warning(code, message).ToString()],
            files: new() { [ReportFile] = CompareReports.Passed });
        var engine = new RecordingBuildEngine();

        Assert.True(RunPerfGateTests.Gate(engine, tool).Execute());

        Assert.Empty(engine.Errors);
        var warning = Assert.Single(engine.Warnings);
        Assert.Equal(("PerfGate", loggedCode, message), (warning.Subcategory, warning.Code, warning.Message));
    }

    [Fact]
    public void The_real_tools_refusal_reaches_the_build_log_as_one_error_naming_the_property()
    {
        using var tool = new FakeTool();
        var error = new StringWriter();
        var exitCode = PerfGateCli.Run(
            ["gate", "--baseline", tool.Path("perfgate-baseline.json"), "--artifacts", tool.Path("artifacts"), "--time-threshold", "5x", "--option-names", "msbuild"],
            TextWriter.Null, error);

        var engine = GateFailing(error.ToString().TrimEnd(), exitCode);

        var logged = Assert.Single(engine.Errors);
        Assert.Equal(
            ("PG0001", "perfgate gate: PerfGateTimeThreshold: '5x' is not a time threshold. Use a positive percentage such as '5%' or '12.5%'."),
            (logged.Code, logged.Message));
    }

    private static RecordingBuildEngine GateFailing(string stderr, int exitCode = 2)
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: exitCode, stderr: [stderr]);
        var engine = new RecordingBuildEngine();
        Assert.False(RunPerfGateTests.Gate(engine, tool).Execute());
        return engine;
    }
}
