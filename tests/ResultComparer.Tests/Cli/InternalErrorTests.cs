using PerfGate.Cli;
using PerfGate.Reporting;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Cli;

/// <summary>
/// A crash is PerfGate's defect, not the user's input: its own exit code, one line that says so and where the stack
/// trace went, and never the words of bad input.
/// </summary>
public sealed class InternalErrorTests
{
    [Fact]
    public void A_crash_is_its_own_exit_code_with_one_line_asking_for_a_report_and_the_stack_trace_in_a_file()
    {
        using var output = new BrokenWriter();
        using var error = new StringWriter();

        var exitCode = PerfGateCli.Run(["--help"], output, error);

        Assert.Equal(ExitCodes.InternalError, exitCode);
        Assert.NotEqual(ExitCodes.BadInput, exitCode);
        var line = Assert.Single(error.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith($"perfgate: internal error (a PerfGate bug, please report it at {InternalErrorLine.IssuesUrl}): InvalidOperationException: the writer broke", line, StringComparison.Ordinal);
        var crash = InternalErrorLine.Parse(line.TrimEnd('\r'));
        Assert.NotNull(crash);
        Assert.Equal(("InvalidOperationException", "the writer broke"), (crash.ExceptionType, crash.Message));
        try
        {
            // The stack trace is for the bug report, in a file the line names, not a line of the build log.
            Assert.NotNull(crash.StackTracePath);
            var stack = File.ReadAllText(crash.StackTracePath);
            Assert.Contains("System.InvalidOperationException: the writer broke", stack, StringComparison.Ordinal);
            Assert.Contains($"at {typeof(InternalErrorTests).FullName}.{nameof(BrokenWriter)}.", stack, StringComparison.Ordinal);
        }
        finally
        {
            if (crash.StackTracePath is { } path)
            {
                File.Delete(path);
            }
        }
    }

    [Fact]
    public void Bad_input_stays_exit_2_and_says_nothing_of_a_bug()
    {
        var run = CliRun.Of("compare", "--results", Path.Combine(Path.GetTempPath(), "perfgate-no-such-folder-" + Guid.NewGuid().ToString("N")), "--baseline", "b.json");

        Assert.Equal(ExitCodes.BadInput, run.ExitCode);
        Assert.DoesNotContain("internal error", run.Error, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("InvalidOperationException", "the writer broke", "/tmp/perfgate-crash-1.log")]
    [InlineData("NullReferenceException", "Object reference not set to an instance of an object.", null)]
    [InlineData("IOException", "a: b (c)", "C:\\Users\\a b\\perfgate-crash-2.log")]
    public void The_line_reads_back_as_written(string type, string message, string? path)
    {
        var line = new InternalErrorLine(type, message, path);

        Assert.Equal(line, InternalErrorLine.Parse(line.ToString()));
        Assert.Null(ToolDiagnosticLine.Parse(line.ToString()));
    }

    private sealed class BrokenWriter : StringWriter
    {
        public override void Write(char value) => throw new InvalidOperationException("the writer broke");

        public override void Write(string? value) => throw new InvalidOperationException("the writer broke");

        public override void WriteLine(string? value) => throw new InvalidOperationException("the writer broke");
    }
}
