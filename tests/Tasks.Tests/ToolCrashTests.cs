using Microsoft.Build.Framework;
using PerfGate.Reporting;
using PerfGate.Tasks.Tests.Support;

namespace PerfGate.Tasks.Tests;

/// <summary>
/// A crash of the tool (exit code 3) is PerfGate's bug: one error that says so, asks for a report and names the stack
/// trace's file, never the user's bad input; and the stack trace is never a pile of errors.
/// </summary>
public sealed class ToolCrashTests
{
    private const string StackTracePath = "/tmp/perfgate-crash-20270101-000000-42-abc.log";

    private static readonly string CrashLine = new InternalErrorLine("NullReferenceException", "Object reference not set to an instance of an object.", StackTracePath).ToString();

    [Fact]
    public void The_gate_says_a_crash_is_a_PerfGate_bug_to_report_with_the_stack_traces_file()
    {
        using var tool = new FakeTool();
        tool.Script("gate", exitCode: ExitCodes.InternalError, stderr: [CrashLine]);
        var engine = new RecordingBuildEngine();

        Assert.False(RunPerfGateTests.Gate(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(DiagnosticCodes.InternalError, error.Code);
        Assert.Equal(
            $"perfgate gate crashed (NullReferenceException: Object reference not set to an instance of an object.): this is a PerfGate bug, please report it at {InternalErrorLine.IssuesUrl} with its stack trace, {StackTracePath}.",
            error.Message);
    }

    [Fact]
    public void Recording_a_baseline_says_the_same_and_a_stack_trace_on_stderr_is_logged_as_messages()
    {
        using var tool = new FakeTool();
        var withoutFile = new InternalErrorLine("IOException", "No space left on device", null).ToString();
        tool.Script("baseline-record", exitCode: ExitCodes.InternalError, stderr: [withoutFile, "System.IO.IOException: No space left on device", "   at PerfGate.Cli.CrashLog.Write()"]);
        var engine = new RecordingBuildEngine();

        Assert.False(RecordPerfGateBaselineTests.Record(engine, tool).Execute());

        var error = Assert.Single(engine.Errors);
        Assert.Equal(DiagnosticCodes.InternalError, error.Code);
        Assert.StartsWith("perfgate baseline record crashed (IOException: No space left on device): this is a PerfGate bug, please report it at ", error.Message, StringComparison.Ordinal);
        Assert.Contains("   at PerfGate.Cli.CrashLog.Write()", engine.MessagesAtLeast(MessageImportance.High));
    }
}
