using PerfGate.Processes;
using PerfGate.Running;
using PerfGate.Selection.Execution;
using PerfGate.Tests.Support;

namespace PerfGate.Tests.Selection.Execution;

public sealed class ExecutedCodeReaderTests
{
    [Fact]
    public async Task A_trace_without_method_events_is_refused_rather_than_read_as_nothing_ran()
    {
        using var temp = new TempDirectory();
        // A real .NET process traced for the GC's events alone: its trace holds events, and the runtime's rundown of
        // methods at the session's end, but none of the method loads a traced launch is read from.
        var run = await ChildProcess.CaptureAsync(
            new ChildProcessStart(DotnetHost.Resolve(), ["--version"], temp.Path, TimeSpan.FromMinutes(1))
            {
                Environment = new Dictionary<string, string>
                {
                    ["DOTNET_EnableEventPipe"] = "1",
                    ["DOTNET_EventPipeOutputPath"] = temp.File("trace-{pid}.nettrace"),
                    ["DOTNET_EventPipeConfig"] = "Microsoft-Windows-DotNETRuntime:0x1:4",
                },
            },
            CancellationToken.None);
        Assert.True(run.Exit.Succeeded, string.Join('\n', run.Error));
        var trace = Assert.Single(EventPipeTrace.Files(temp.Path));

        var refused = Assert.Throws<ExecutionTraceException>(() => ExecutedCodeReader.Read(trace));

        Assert.Contains("holds no method events", refused.Message, StringComparison.Ordinal);
    }
}
